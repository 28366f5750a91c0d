import { z } from 'zod';

/** Roles a member can hold. */
export const roleSchema = z.enum(['owner', 'admin', 'member']);
export type Role = z.infer<typeof roleSchema>;

export enum Plan {
  Free = 'free',
  Pro = 'pro',
}

/**
 * A user as the API returns it (zod v3 spellings).
 */
export const userSchema = z.object({
  id: z.string().uuid(),
  /** Shown in the app's header. */
  displayName: z.string().min(1).max(80).trim(),
  email: z.string().email().optional(),
  avatarUrl: z.string().url().nullable(),
  role: roleSchema,
  plan: z.nativeEnum(Plan).default(Plan.Free),
  createdAt: z.string().datetime(),
  birthday: z.string().date().nullish(),
  loginCount: z.number().int().nonnegative(),
  score: z.number().positive().describe('Reputation, a decimal'),
  tags: z.array(z.string()).default([]),
  settings: z.record(z.string(), z.boolean()),
  isVerified: z.boolean().default(false),
  kind: z.literal('user'),
});
export type User = z.infer<typeof userSchema>;

// Derived objects.
export const publicUserSchema = userSchema.pick({ id: true, displayName: true, avatarUrl: true });
export const userWithoutEmailSchema = userSchema.omit({ email: true });
export const userPatchSchema = userSchema.partial();
export const adminSchema = userSchema.extend({
  permissions: z.string().array(),
  lastAudit: z.iso.datetime().optional(),
});

// A transform and a drizzle table: read, with a warning each.
export const slugSchema = z.string().transform((s) => s.toLowerCase());
export const insertUserSchema = createInsertSchema(users);
