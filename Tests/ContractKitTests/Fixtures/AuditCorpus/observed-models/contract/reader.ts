// A feed reader's entries and bookmarks.

export interface Article {
  id: number;
  title: string;
  starred?: boolean;
  read_minutes?: number;
  summary: string;
}

export interface Bookmark {
  id: string;
  url: string;
  note?: string;
}
