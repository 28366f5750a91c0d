import { z } from 'zod';
import { responseShape, nestedShape, withTrail } from '../lib';

export const invoiceSchema = responseShape({
  number: z.string(),
  amountCents: z.number().int(),
  dueOn: z.string().nullable(),
  payer: nestedShape({
    name: z.string(),
    taxId: z.string().optional(),
  }),
  note: z.string().optional(),
});

export type Invoice = z.infer<typeof invoiceSchema>;

export const refundSchema = withTrail({
  invoiceNumber: z.string(),
});
