// A cookbook service. A recipe summary in a shelf listing is the recipe schema itself.
import { z } from "zod";

export const RecipeSchema = z.object({
  id: z.string(),
  title: z.string(),
  servings: z.number().int(),
  minutes: z.number().optional(),
});

export type Recipe = z.infer<typeof RecipeSchema>;
