// Helpers every schema of the billing service is built with.
import { z } from 'zod';

const lenient = process.env.BILLING_LENIENT === '1';

/** A response body: strict in tests, lenient in production. */
export function responseShape<S extends z.ZodRawShape>(shape: S) {
  if (lenient) {
    return z.looseObject(shape);
  }
  return (process.env.CI ? z.strictObject(shape) : z.object(shape)) as z.ZodObject<S>;
}

/** A nested record inside a response. */
export const nestedShape = <S extends z.ZodRawShape>(fields: S): z.ZodObject<S> => z.object(fields).describe('nested') as z.ZodObject<S>;

/** Adds an audit trail to any shape: not an object of its argument alone. */
export function withTrail<S extends z.ZodRawShape>(shape: S) {
  return z.object({ ...shape, trail: z.array(z.string()) });
}
