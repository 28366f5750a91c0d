// A media player's command-line JSON. Two commands answer with the same two keys: `list`
// with the whole catalog, `pending` with what is waiting to play. A third type indexes the
// catalog by id for the web client.

export interface Track {
  title: string;
  album: string;
  duration: number;
  plays: PlayRecord[];
  explicit: boolean;
  genre: string;
  isrc: string;
  label: string;
  year: number;
}

export interface PlayRecord {
  device: string;
  played_at: string;
}

export interface Episode {
  title: string;
  show: string;
  duration: number;
  season: number;
  number: number;
  aired_at: string;
}

export interface PendingTrack {
  title: string;
  position: number;
  added_by: string;
}

export interface PendingEpisode {
  title: string;
  position: number;
}

export interface CatalogResults {
  tracks: Track[];
  episodes: Episode[];
}

export interface PendingResults {
  tracks: PendingTrack[];
  episodes: PendingEpisode[];
}

export interface CatalogIndex {
  tracks: Record<string, Track>;
  episodes: Record<string, Episode>;
}
