// A recipe service's contract, for the three house styles `audit --fix` edits.

/** A recipe card, as the catalog endpoint sends it. */
export interface Recipe {
  recipe_id: string;
  title: string;
  /** @integer */
  serves: number;
  prep_minutes?: number;
  cuisine: Cuisine;
  photo_url?: string;
  tags: string[];
  /** @format date-time */
  published_at?: string;
  /** @format date-time */
  updated_at?: string;
}

export type Cuisine = 'italian' | 'thai' | 'mexican' | 'ethiopian';

/** One line of a recipe's shopping list. */
export interface Ingredient {
  name: string;
  grams: number;
  quantity?: number;
  unit?: string;
  note?: string;
  allergens?: string[];
}

/** A cook's review of a recipe; the app also sends its own. */
export interface Review {
  reviewer_name: string;
  /** @integer */
  rating: number;
  comment?: string;
  /** @integer */
  helpful_votes?: number;
  posted_at: string;
}

/** A cooking tip, from a service whose Swift client keeps the snake_case names. */
export interface Tip {
  tip_id: string;
  body: string;
  video_url?: string;
}

/** A kitchen timer preset. */
export interface TimerPreset {
  label: string;
  /** @integer */
  seconds: number;
  alarm_sound?: string;
}
