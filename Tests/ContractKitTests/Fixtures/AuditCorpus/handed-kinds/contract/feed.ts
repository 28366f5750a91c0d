// A music feed: search answers with songs and artists mixed, each saying what it is in
// `kind`; a review names its author with the same artist payload.

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

export interface ReviewAuthor {
  kind: string;
  id: number;
  name: string;
}

export interface Review {
  id: number;
  text: string;
  author: ReviewAuthor;
}
