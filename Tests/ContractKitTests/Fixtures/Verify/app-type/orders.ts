export interface OrderPayload {
  id: string;
  total: number;
}

export interface CustomerPayload {
  id: string;
  name: string;
}
