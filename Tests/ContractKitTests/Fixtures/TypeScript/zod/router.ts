/**
 * tRPC procedures for projects. Input and output schemas live beside the router,
 * as most tRPC apps write them.
 */
import z from 'zod';
import { initTRPC } from '@trpc/server';
import { userSchema } from './user';

const t = initTRPC.create();

export enum Visibility {
  Private = 'private',
  Public = 'public',
}

const timestamps = z.object({
  createdAt: z.date(),
  updatedAt: z.string().datetime({ offset: true }).nullable().optional(),
});

export const projectSchema = z
  .looseObject({
    id: z.string().uuid().brand<'ProjectId'>(),
    name: z.string().trim().min(1).refine((s) => s !== 'admin', { message: 'reserved' }),
    visibility: z.enum(Visibility).default(Visibility.Private),
    owner: userSchema.pick({ id: true, displayName: true }),
    members: userSchema.array().optional(),
    metadata: z.record(z.string(), z.unknown()),
    extra: z.any(),
    budget: z.bigint().optional(),
    archivedAt: z.null(),
    labels: z.set(z.string()),
    lookup: z.map(z.string(), z.number()),
  })
  .merge(timestamps)
  .passthrough();

export type ProjectInput = z.input<typeof projectSchema>;
export type Project = z.output<typeof projectSchema>;

export const projectUpdateSchema = z.intersection(
  projectSchema.partial().required({ id: true }),
  z.object({ reason: z.string().optional().nullable() }),
);

export const pageQuerySchema = z.object({
  cursor: z.preprocess((v) => String(v), z.string()),
  limit: z.number().int().pipe(z.number().max(100)),
});

/** A comment thread; replies nest. */
export const commentSchema: z.ZodType<any> = z.lazy(() => {
  return z.object({ body: z.string(), replies: z.array(commentSchema) });
});

export const projectRouter = t.router({
  byId: t.procedure.input(z.object({ id: z.string() })).query(async ({ input }) => {
    return { id: input.id };
  }),
});

/** Prisma-style JSON values: recursive through z.lazy, with z.literal(null). */
export const jsonValueSchema: z.ZodType<unknown> = z.lazy(() =>
  z.union([z.string(), z.number(), z.boolean(), z.literal(null), z.record(z.string(), jsonValueSchema), z.array(jsonValueSchema)]),
);
