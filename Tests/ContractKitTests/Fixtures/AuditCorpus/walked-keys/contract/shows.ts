// A TV guide's overview of a show: its seasons by label, each with per-episode counts.

export interface EpisodeCount {
  episode: number;
  count: number;
}

export interface Season {
  label: string;
  count: number;
  episodes: EpisodeCount[];
}

export interface Overview {
  seasons: { [label: string]: Season };
}
