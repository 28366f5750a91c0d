// A recipe service: a search takes filters that the client turns into a URL query, and
// answers with a page of recipes.

export type Cuisine = "thai" | "mexican" | "italian" | "nordic";

export interface RecipeFilters {
  text?: string;
  cuisine?: Cuisine;
  maxMinutes?: number;
  vegetarian?: boolean;
  author?: string;
}

export interface Recipe {
  id: string;
  title: string;
  minutes: number;
}

export interface RecipePage {
  recipes: Recipe[];
  next?: string | null;
}
