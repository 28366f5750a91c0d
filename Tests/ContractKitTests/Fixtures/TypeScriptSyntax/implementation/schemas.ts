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

const cuisines = ['thai', 'greek', 'mexican'] as const;

export const dishSchema = z.object({ // expect-declaration: Dish
  cuisine: z.enum(cuisines),
});

const statusCodes = { ok: 200, missing: 404 };

// A schema built by running code: unsupported, and the file reads on after it.
export const StatusSchema = z.union( // expect-warning: unsupported zod schema: its expression is not one ContractKit reads
  Object.values(statusCodes).map((code) => z.literal(code)) as [z.ZodLiteral<number>, z.ZodLiteral<number>]
)

export type StatusName = keyof typeof statusCodes; // expect-warning: unsupported 'typeof statusCodes' type

export interface Shift { // expect-declaration: Shift
  startsAt: string;
}
