// A weather service: a station reports its readings per sensor generation, and a region
// carries map tiles for some of those generations. The two families share their keys, but the app
// models only the station's.

export interface StationReadingSet {
  early: ReadingPair;
  late: ReadingPair;
  current: ReadingPair;
  forecast: ReadingPair;
}

export interface ReadingPair {
  low: number;
  high: number;
  unit: string;
}

export interface Station {
  id: string;
  name: string;
  readings: StationReadingSet;
}

/** The same generation keys, for map tiles: the app never shows a region's tiles. */
export interface RegionTileSet {
  early: TilePair;
  late: TilePair;
  current: TilePair;
}

export interface TilePair {
  low: string;
  high: string;
  unit: string;
  attribution: string;
}

export interface Region {
  id: string;
  name: string;
  tiles: RegionTileSet;
}
