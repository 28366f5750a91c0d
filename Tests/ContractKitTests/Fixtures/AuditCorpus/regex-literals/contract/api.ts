export interface Episode {
  id: string;
  title: string;
  duration_seconds: number;
  transcript_url: string | null;
}

export interface Channel {
  handle: string;
  episodes: Episode[];
  host_name: string;
}
