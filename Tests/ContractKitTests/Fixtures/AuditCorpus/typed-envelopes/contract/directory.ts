// A podcast directory. One endpoint lists shows and another lists a show's episodes; both
// answer inside an envelope that carries a status beside the list.

export interface Show {
  id: string;
  title: string;
  language: string;
}

export interface Episode {
  id: string;
  showId: string;
  title: string;
  durationSeconds: number;
}

export interface ShowsEnvelope {
  status: string;
  shows: Show[];
}

export interface EpisodesEnvelope {
  status: string;
  totalCount: number;
  episodes: Episode[];
}
