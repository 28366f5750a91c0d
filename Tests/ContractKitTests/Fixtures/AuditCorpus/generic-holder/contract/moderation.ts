/** Whether each category was flagged. */
export interface CategoryFlags {
  harassment: boolean;
  hate: boolean;
  violence: boolean;
}

/** The model's score for each category. */
export interface CategoryScores {
  harassment: number;
  hate: number;
  violence: number;
}

export interface ModerationResult {
  flagged: boolean;
  categories: CategoryFlags;
  category_scores: CategoryScores;
}

/** Every list the API returns has this shape. */
export interface ListPage<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
}

export interface ModerationList {
  id: string;
  results: ModerationResult[];
}
