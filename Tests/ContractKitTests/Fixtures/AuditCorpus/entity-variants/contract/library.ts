// A library API that sends a short form of a book in lists and the full form on its own page,
// and a review that grows a few fields when it is fetched alone.

export interface BookSummary {
  id: string;
  title: string;
  page_count: number;
}

export interface Book extends BookSummary {
  isbn: string;
  publisher: string;
}

export interface Page<T> {
  items: T[];
  total: number;
}

export interface Shelf {
  id: string;
  label: string;
  books: Page<BookSummary>;
  pinned: Book;
}

export interface Review {
  id: string;
  stars: number;
  body: string;
}

export interface ReviewWithVotes extends Review {
  helpful_votes: number;
  moderator_note: string;
}

/** A different entity that happens to share two of a review's fields. */
export interface Comment {
  id: string;
  body: string;
}
