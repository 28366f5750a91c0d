// A music service's statistics endpoints: each answers with its data under one `payload` key.

export interface TopSongsResponse {
  payload: {
    songs: Array<{
      title: string;
      artist_name: string;
      play_count: number;
      song_id?: string;
    }>;
    user_id: string;
    range: string;
  };
}

export interface MoodSong {
  title: string;
  mood: string;
  hue: number;
}

export interface MoodSongsResponse {
  payload: {
    songs: Array<MoodSong>;
  };
}
