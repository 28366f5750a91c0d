export {};

declare global {
  /** An entity as Wikidata's API returns it. */
  interface WikidataEntity {
    id: string;
    labels: Record<string, { language: string; value: string }>;
  }
}

declare namespace Search {
  interface Hit<T> {
    score: number;
    item: T;
  }
}

export declare namespace Api {
  /** Every list endpoint wraps its items like this. */
  interface ListEnvelope<T> {
    data: T[];
    hits?: Search.Hit<T>[];
  }
}
