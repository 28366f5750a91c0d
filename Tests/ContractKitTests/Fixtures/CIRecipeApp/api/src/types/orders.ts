/**
 * Orders API contract, as a Node backend publishes it.
 */
export type OrderStatus = 'pending' | 'paid' | 'shipped' | 'cancelled';

export interface LineItem {
  sku: string;
  /** @integer */
  quantity: number;
  unitPrice: number;
}

export interface OrderPayload {
  id: string;
  status: OrderStatus;
  items: LineItem[];
  placedAt: string;
  note?: string | null;
  itemCount: number;
}

/** Implementation code beside the types is skipped. */
export function total(order: OrderPayload): number {
  return order.items.reduce((sum, item) => sum + item.quantity * item.unitPrice, 0);
}
