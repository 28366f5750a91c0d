import { z } from "zod";

export const Ratings = z.object({
  blitz: z.number().int(),
  rapid: z.number().int(),
  classical: z.number().int(),
});

// The public profile every listing returns.
export const Player = z.object({
  id: z.string(),
  username: z.string(),
  ratings: Ratings,
  createdAt: z.number().int(),
});
export type Player = z.infer<typeof Player>;

// The account endpoint adds what only the player sees.
export const PlayerWithAccount = Player.extend({
  email: z.string(),
  kidMode: z.boolean(),
});
export type PlayerWithAccount = z.infer<typeof PlayerWithAccount>;
