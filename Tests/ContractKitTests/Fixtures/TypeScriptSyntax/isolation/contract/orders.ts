export type OrderState = 'open' | 'paid' | 'shipped';

export interface OrderDTO {
  id: string;
  state: OrderState;
  total: number;
  note?: string;
}
