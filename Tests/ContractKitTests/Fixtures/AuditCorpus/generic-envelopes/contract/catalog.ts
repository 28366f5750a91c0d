// A library catalog: each search answers with its own envelope, all built on one base.

export interface Book {
  id: number;
  title: string;
}

export interface Author {
  id: number;
  name: string;
}

export interface SearchBase {
  total_hits: number;
  query_id: string;
  next_cursor: string | null;
}

export interface BookSearch extends SearchBase {
  items: Book[];
}

export interface AuthorSearch extends SearchBase {
  items: Author[];
}
