/** Surfaces a trail segment may have; the app keeps them as a set of flags. */
export type Surface = 'paved' | 'gravel' | 'boardwalk' | 'sand';

export interface Segment {
  /** Metres from the segment's start. */
  length: number;
  /** Compass heading in degrees when leaving the segment. */
  heading?: number;
  headings: number[];
  surfaces?: Surface[];
  /** A note the trail office attached; the app keeps it with any other unknown keys. */
  remark?: string;
  elevationGain: number;
}

export interface Checkpoint {
  label: string;
  altitude: number;
}

/** The trail's fixed checkpoints, by role. */
export interface Checkpoints {
  start: Checkpoint;
  summit: Checkpoint;
  finish: Checkpoint;
}

export interface Trail {
  name: string;
  segments: Segment[];
  /** The app keeps them by role name. */
  checkpoints: Checkpoints | null;
  /** Opening hours, kept by the app with the other keys it does not name. */
  season?: string;
  rating: number;
}
