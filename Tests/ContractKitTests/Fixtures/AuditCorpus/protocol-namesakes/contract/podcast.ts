// A podcast directory: every type carries the service's name, and an episode carries far
// more than a listening app needs.

export interface CastlyShow {
  id: number;
  title: string;
  author: string;
  episode_count: number;
}

export interface CastlyEpisode {
  id: number;
  title: string;
  audio_url: string;
  duration: number;
  season: number | null;
  published_at: string;
  explicit: boolean;
  transcript_url: string | null;
  chapters_url: string | null;
  guid: string;
  keywords: string[];
  file_size: number;
}

export interface CastlyHost {
  id: number;
  name: string;
  bio: string;
}
