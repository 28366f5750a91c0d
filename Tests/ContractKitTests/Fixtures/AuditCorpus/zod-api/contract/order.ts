// An Express backend's API schemas, validated with zod and shared with its web client.
import { z } from 'zod';

export const orderStatusSchema = z.enum(['pending', 'paid', 'shipped', 'refunded']);

export const lineItemSchema = z.object({
  sku: z.string().min(3),
  quantity: z.number().int().positive(),
  unitPrice: z.number().nonnegative(),
});

export const orderSchema = z.object({
  id: z.string().uuid(),
  status: orderStatusSchema,
  items: z.array(lineItemSchema).min(1),
  placedAt: z.string().datetime(),
  /** Set once the courier scans the parcel. */
  trackingCode: z.string().nullable(),
  itemCount: z.number().int(),
  couponCode: z.string().optional(),
  giftWrap: z.boolean().default(false),
  currency: z.string().default('EUR'),
});

export type Order = z.infer<typeof orderSchema>;
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export function orderTotal(order: Order): number {
  return order.items.reduce((sum, item) => sum + item.quantity * item.unitPrice, 0);
}
