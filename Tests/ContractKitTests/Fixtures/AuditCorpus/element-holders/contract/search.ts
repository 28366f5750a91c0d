// A recipe site's search: one page of hits, each a meal or a drink.

export interface RecipeHitBase {
  id: string;
  title: string;
  rating: number;
  source: string;
  author: string;
  cuisine: string;
  calories: number;
  prepMinutes: number;
  imageUrl: string;
  tags: string[];
}

export interface RecipeHitMeal extends RecipeHitBase {
  kind: "meal";
  servings: number;
}

export interface RecipeHitDrink extends RecipeHitBase {
  kind: "drink";
  glass: string;
}

export interface SearchPage {
  total: number;
  hits: Array<RecipeHitMeal | RecipeHitDrink>;
  tookMs: number;
}
