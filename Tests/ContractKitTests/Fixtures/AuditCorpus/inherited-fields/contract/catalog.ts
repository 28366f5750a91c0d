// A record-label catalog service. Lookups return an entity; searches return the same entity
// with the search engine's relevance score mixed in.

export interface Rated {
  rating?: number;
  votes?: number;
}

export interface Label extends Rated {
  id: string;
  name: string;
  country?: string;
  foundedYear?: number;
}

export interface Scored {
  score: number;
}

export type LabelHit = Label & Scored;

export interface LabelSearchPage {
  count: number;
  labels: LabelHit[];
}

export interface Area {
  id: string;
  name: string;
}
