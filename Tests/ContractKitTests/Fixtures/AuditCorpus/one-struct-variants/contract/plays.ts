// Starting playback answers with one of two shapes: a track play or an episode play.

export interface EpisodePlayResponse {
  id: number;
  played_at: string;
  device: string;
  episode: { title: string; number: number };
  podcast: { title: string };
}

export interface TrackPlayResponse {
  id: number;
  played_at: string;
  device: string;
  track: { title: string; artist?: string | null };
}

/** Shares the id and device, but a Swift play receipt also requires `played_at`. */
export interface DeviceHeartbeat {
  id: number;
  device: string;
  battery: number;
}
