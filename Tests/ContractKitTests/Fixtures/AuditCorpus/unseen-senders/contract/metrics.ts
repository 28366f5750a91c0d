// A video platform's metrics and the report the app posts.

export interface ViewMetrics {
  playback_0_count: number;
  playback_100_count: number;
}

export interface WatchReport {
  videoId: string;
  watched: boolean;
}
