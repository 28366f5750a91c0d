// A game's public API, every type named with its prefix: a league and a label have the same keys, and a player holds both.

export interface ApiPlayer {
  name: string;
  tag: string;
  league?: ApiLeague;
  labels: ApiLabel[];
}

export interface ApiLeague {
  id: number;
  name: string;
  rank?: number;
  iconUrls: ApiIcon;
}

export interface ApiLabel { // expect: type-missing
  id: number;
  name: string;
  iconUrls: ApiIcon;
}

export interface ApiLabelList {
  items: ApiLabel[];
}

export interface ApiIcon {
  small: string;
  medium?: string;
}
