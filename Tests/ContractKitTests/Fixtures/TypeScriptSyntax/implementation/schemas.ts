import { z } from 'zod';

function withFallback<T>(schema: T): T {
  return schema;
}

export const guestSchema = z.object({ // expect-declaration: Guest
  id: z.string().uuid(),
  nickname: withFallback(z.string()), // expect-warning: unsupported value of 'nickname' in a zod object
  visits: z.number().int().refine((n) => { if (n < 0) { return false; } return /^\d+$/.test(`${n}`); }),
  email: z.string().email(),
});

export const Seating = {
  indoor: 'indoor',
  patio: ['pa', 'tio'].join(''), // expect-warning: entry 'patio' of 'Seating' is not a literal
} as const;

export type SeatingArea = (typeof Seating)[keyof typeof Seating]; // expect-declaration: SeatingArea
