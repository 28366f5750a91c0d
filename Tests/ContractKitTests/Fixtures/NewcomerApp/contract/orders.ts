// Orders. The customer travels inside each order as a small object.

export type OrderStatus = 'pending' | 'paid' | 'shipped' | 'delivered';

export type PaymentMethod = 'card' | 'paypal' | 'invoice';

/** What a line of an order is; the server may add kinds at any time. */
export type LineKind = 'line_item' | 'shipping_fee' | 'discount';

export interface OrderCustomer {
  id: string;
  full_name: string;
  phone: string | null;
}

export interface OrderLine {
  sku: string;
  quantity: number;
  unit_price: number;
  kind: LineKind;
}

export interface Order {
  id: string;
  customer: OrderCustomer;
  status: OrderStatus;
  payment_method: PaymentMethod;
  lines: OrderLine[];
  total: number;
  /** ISO 8601; null until the parcel leaves the warehouse. */
  shipped_at: string | null;
  note?: string;
}
