// Two endpoints return the same artist shape, each under its own name.

export interface ArtistProfile {
  id: number;
  name: string;
  bio?: string;
  followers?: number;
}

/** The artist of the week: the same fields as a profile. */
export interface SpotlightArtist {
  id: number;
  name: string;
  bio?: string;
  followers?: number;
}

/** Alike by keys, but its id is a string code: not a twin of the two above. */
export interface ArtistStub {
  id: string;
  name: string;
}
