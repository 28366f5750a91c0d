// A playlist service: a smart playlist keeps a filter tree, written as nested arrays
// whose first item names the joining word: ["any", "jazz", ["all", "live", "1970s"]].
export type PlaylistId = string | number;

export interface SmartPlaylist {
  id: PlaylistId;
  filter: Array<string | string[]>;
  weights: number[];
  joiner: 'ALL';
  extras: PlaylistExtras;
}

export type PlaylistExtras = {
  curator?: string;
  rating?: number | null;
  history?: Record<string, unknown>;
};
