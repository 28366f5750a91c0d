// A media library whose articles and videos share one tag type.

export interface Tag {
  label: string;
  weight: number;
}

export type Audience = "kids" | "adults";

export interface Article {
  id: string;
  headline: string;
  tags: Tag[];
  audience: Audience;
}

export interface Video {
  id: string;
  seconds: number;
  tags: Tag[];
  audience: Audience;
}
