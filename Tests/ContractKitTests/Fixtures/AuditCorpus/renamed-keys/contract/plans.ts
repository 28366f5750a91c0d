// A subscription service: the plans a customer may pick.
export interface Plan {
  id: string;
  name: string;
  currency: string;
  interval: 'month' | 'year';
  active: boolean;
  priceCents: number;
  enabled?: boolean;
}
