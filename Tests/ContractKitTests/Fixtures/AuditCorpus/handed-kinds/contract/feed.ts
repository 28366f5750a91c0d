// A music feed: search answers with songs and artists mixed, each saying what it is in
// `kind`; a review holds its author, an artist payload, too.

export interface Song {
  kind: string;
  id: number;
  title: string;
  length: number;
}

export interface Artist {
  kind: string;
  id: number;
  name: string;
  followers: number;
}

export interface Review {
  id: number;
  text: string;
  author: Artist;
}
