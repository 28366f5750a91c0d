/** The playback service's queue, as the app reads it. */

export enum TrackState {
  QUEUED = "QUEUED",
  PLAYING = "PLAYING",
  PAUSED = "PAUSED",
  SKIPPED = "SKIPPED",
}

export type Rating = 'clean' | 'explicit' | 'unrated';

export type Genre = 'rock' | 'jazz' | 'ambient';

export interface QueuedTrack {
  id: string;
  title: string;
  state: TrackState;
  rating: Rating;
  genre: Genre;
}

export interface Queue {
  tracks: QueuedTrack[];
}
