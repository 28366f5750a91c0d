// A small shop's order contract. The app below already has Swift types named Order,
// Customer and OrderStatus, so the generated ones must be set apart from them.

/** Where an order is in its life. */
export type OrderStatus = 'open' | 'shipped' | 'cancelled';

export interface Customer {
  id: string;
  fullName: string;
}

export interface Order {
  id: string;
  status: OrderStatus;
  customer: Customer;
  /** @format date-time */
  placedAt: string;
  lines: { sku: string; quantity: number }[];
  note?: string;
  extra?: unknown;
}

/** What the order feed sends. */
export type OrderEvent =
  | { kind: 'placed'; order: Order }
  | { kind: 'cancelled'; orderId: string; reason: string };
