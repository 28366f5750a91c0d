import { float, z } from '../_shared/z.ts';

/** What the app sends to check in to a film. */
export const movieCheckinRequestSchema = z.object({
  movieId: z.number().int(),
  message: z.string().nullish(),
  rating: float(z.number()).optional(),
});

export const checkinResponseSchema = z.object({
  id: z.number().int(),
  watchedAt: z.string().datetime(),
  sharing: z.object({ twitter: z.boolean(), mastodon: z.boolean() }),
});

export type CheckinResponse = z.infer<typeof checkinResponseSchema>;
