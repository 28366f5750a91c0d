// A video catalog: one listing endpoint returns films, series and episodes side by side,
// each tagged by `type`, and the contract declares one shape per kind.

export interface FilmEntry {
  id: string;
  type: string;
  title: string;
  summary?: string;
  poster?: string;
  addedAt: number;
  year?: number;
  studio?: string;
  runtime?: string;
}

export interface SeriesEntry {
  id: string;
  type: string;
  title: string;
  summary?: string;
  poster?: string;
  addedAt: number;
  year?: number;
  seasonCount?: string;
}

export interface EpisodeEntry {
  id: string;
  type: string;
  title: string;
  summary?: string;
  poster?: string;
  addedAt: number;
  seriesId: string;
  seriesTitle?: string;
  episodeNumber?: number;
  seasonNumber?: number;
}

// A trailer shares few of the struct's keys: most of them belong to the other kinds.
export interface TrailerEntry {
  id: string;
  type: string;
  title: string;
  summary?: string;
  poster?: string;
  addedAt: number;
  duration: number;
}

// The search endpoint's hit: a shape named for its use, not for a kind of item.
export interface SearchHit {
  id: string;
  type: string;
  title: string;
  summary?: string;
  poster?: string;
  addedAt: number;
  seriesId?: string;
  score: string;
}

export interface Listing {
  total: number;
  items: EpisodeEntry[];
}
