// A music catalogue's search and profile payloads. The credit rows repeat a song's fields.

export interface SongResult {
  id: number;
  title: string;
  artworkPath?: string;
  genreIds: number[];
  durationMs: number;
  explicit: boolean;
  popularity: number;
  releaseDate?: string;
  previewUrl?: string;
}

export interface CreditEntry {
  id: number;
  title: string;
  artworkPath?: string;
  genreIds: number[];
  role: string;
  department: string;
  creditId: string;
  order: number;
  character?: string;
}

export interface ArtistProfile {
  handle: string;
  displayName: string;
  avatarPath?: string;
  followerCount: number;
  biography?: string;
  homeTown?: string;
  verified: boolean;
  labels: string[];
  joinedAt: string;
}

export interface SearchPage {
  songs: SongResult[];
  credits: CreditEntry[];
}
