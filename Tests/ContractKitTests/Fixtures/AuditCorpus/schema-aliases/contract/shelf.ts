import { z } from "zod";
import { RecipeSchema } from "./recipe";

// Bound to another schema: the same schema under a second name.
export const ShelfEntrySchema = RecipeSchema;

export const ShelfSchema = z.object({
  name: z.string(),
  entries: z.array(ShelfEntrySchema),
});

const pantryItem = z.object({ label: z.string(), grams: z.number() });
const stockedItem = pantryItem;

export const PantrySchema = z.object({ items: z.array(stockedItem) });

export type ShelfEntry = z.infer<typeof ShelfEntrySchema>;
export type Shelf = z.infer<typeof ShelfSchema>;
export type Pantry = z.infer<typeof PantrySchema>;
