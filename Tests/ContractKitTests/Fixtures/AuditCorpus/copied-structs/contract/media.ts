// A media library whose articles and videos share one tag type.

export interface Tag {
  label: string;
  weight: number;
}

export interface Article {
  id: string;
  headline: string;
  tags: Tag[];
}

export interface Video {
  id: string;
  seconds: number;
  tags: Tag[];
}
