// A recipe catalogue. A recipe's title comes in each language the kitchen writes it in,
// and its nutrition facts in each portion size it is sold in: both are open maps.

export interface Recipe {
  id: string;
  titles: { [language: string]: LocalizedTitle };
  portions: Record<string, PortionFacts>;
  ratings?: { [source: string]: Rating };
}

export interface LocalizedTitle {
  text: string;
  subtitle?: string;
}

export interface PortionFacts {
  grams: number;
  calories: number;
  allergens: string[];
}

export interface Rating {
  stars: number;
  votes: number;
}

// The short form the search results list.
export interface RecipeCard {
  id: string;
  titles: { [language: string]: LocalizedTitle };
}
