import * as z from 'zod';
import { userSchema, roleSchema } from './user';

// zod v4 spellings, modifiers chained in any order, two declarators in one const.
export const auditEntrySchema = z.object({
  id: z.uuid(),
  actorEmail: z.email(),
  link: z.url().optional(),
  at: z.iso.datetime(),
  day: z.iso.date(),
  attempts: z.int(),
  ratio: z.optional(z.number()).describe('0 to 1'),
  note: z.string().max(500).nullable().optional(),
  role: roleSchema.nullable(),
}), idsSchema = z.array(z.uuid());

/** A folder tree, recursive through z.lazy. */
export interface Category {
  name: string;
  children: Category[];
}
export const categorySchema: z.ZodType<Category> = z.lazy(() =>
  z.object({
    name: z.string(),
    children: z.array(categorySchema),
  })
);

const errorBodySchema = z.strictObject({ code: z.string(), message: z.string() });

/** The API's response envelope: a union on `ok`. */
export const responseSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), user: userSchema }),
  z.object({ ok: z.literal(false), error: errorBodySchema }),
]);
export type ApiResult = z.infer<typeof responseSchema>;

export const idOrNameSchema = z.union([z.number().int(), z.string()]).or(z.null());
export const pairSchema = z.tuple([z.string(), z.number()]);
export interface Session {
  user: z.infer<typeof userSchema>;
  /** @format date-time */
  expiresAt: string;
}
