import { z } from 'zod';
import type { Prisma } from '@prisma/client';
import Decimal from 'decimal.js';

const UserSchema = z.object({ name: z.string() });

export interface Order {
  id: string;
  user: z.infer<typeof UserSchema>;
  customer: Prisma.User;
  total: Decimal;
}

export function orderTotal(order: Order): number {
  return 0;
}
