// A podcast host's episode feed. Episode numbers come as text ("12", "12.5"); a season
// is a number; credits are a list of per-language name maps.

export type Credit = { [language: string]: string };

export interface Episode {
  id: number;
  number: string;
  season: number;
  credits: Credit[];
  explicit: boolean;
  rating: number;
}
