import * as z from "minizod";

import { Player } from "./Player";

// A chess tournament as the public API returns it, written with Zod Mini's functions.
const Tournament = z.object({
  id: z.string(),
  name: z.string(),
  rated: z.boolean(),
  startsAt: z.int(),
  // set once the tournament is over
  winner: z.optional(Player),
  variant: z.literal(["standard", "chess960"]),
  nbPlayers: z.int(),
});

type Tournament = z.infer<typeof Tournament>;

export { Tournament };
