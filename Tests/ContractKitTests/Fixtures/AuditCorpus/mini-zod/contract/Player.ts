import * as z from "@zod/mini";

const Player = z.object({
  name: z.string(),
  rating: z.int(),
  title: z.nullable(z.string()),
});

type Player = z.infer<typeof Player>;

export { Player };
