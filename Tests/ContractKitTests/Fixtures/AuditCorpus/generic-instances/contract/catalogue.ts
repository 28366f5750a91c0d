// A library catalogue: every list endpoint answers with the same paged envelope, whose
// items are books on one endpoint and authors on another.

export interface Book {
  isbn: string;
  title: string;
  pages: number;
}

export interface Author {
  slug: string;
  displayName: string;
  born: number | null;
}

export interface Paged<T> {
  cursor?: {
    after: string | null;
    total: number;
  };
  items?: T;
}
