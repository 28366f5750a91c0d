// A search returns the caller's own documents, each with a few ranking keys beside its fields.

export type Doc = Record<string, unknown>;

export type Match<T = Doc> = T & {
  _score?: number;
  _highlight?: string;
  _explain?: string;
};

export type Matches<T = Doc> = Match<T>[];

export interface SearchPage<T = Doc> {
  matches: Matches<T>;
  took: number;
}

/** Suggestions come back as whatever the index stored, with a rank beside each. */
export type Suggestion<T = Doc> = T & {
  _rank?: number;
  _origin?: string;
};

export interface SuggestPage {
  items: Suggestion[];
}
