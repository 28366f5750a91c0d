// A music catalogue's SDK types: every interface carries the I prefix.

export interface ITrack {
  id: string;
  title: string;
  length: number;
  isrc: string | null;
}

export interface IAlbumTrack {
  id: string;
  title: string;
  length: number;
  position: number;
}

export interface IAlbum {
  id: string;
  title: string;
  tracks: IAlbumTrack[];
}
