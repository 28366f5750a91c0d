// A Hono app with @hono/zod-openapi: its z re-exports zod's, with .openapi() metadata.
import { z, createRoute } from '@hono/zod-openapi';

export const ErrorSchema = z
  .object({
    code: z.number().int().openapi({ example: 400 }),
    message: z.string().openapi({ example: 'Bad Request' }),
  })
  .openapi('Error');

const paginated = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int() });

/** Built by the app's own helper: unsupported, with a warning. */
export const TagPageSchema = paginated(z.string());

export const settingsSchema = z.object({
  theme: z.enum(['light', 'dark']),
  fontSize: z.coerce.number().int(),
}) satisfies z.ZodType<{ theme: 'light' | 'dark'; fontSize: number }>;

export const tagsRoute = createRoute({
  method: 'get',
  path: '/tags',
  responses: { 200: { content: { 'application/json': { schema: TagPageSchema } }, description: 'Tags' } },
});
