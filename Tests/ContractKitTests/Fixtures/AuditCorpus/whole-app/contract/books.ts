/** Review state of a catalogue record. */
export type ReviewStatus = 'verified' | 'needsReview' | 'userEdited';

/** Where a record came from. */
export type DataProvider = 'google-books' | 'openlibrary' | 'isbndb';

export interface BookDTO {
  id: string;
  title: string;
  subtitle?: string;
  authors: AuthorDTO[];
  /** @integer */
  pageCount?: number;
  /** Cover image, when a provider has one. */
  coverURL?: string;
  reviewStatus: ReviewStatus;
  provider: DataProvider;
  publishedDate?: string;
}

export interface AuthorDTO {
  name: string;
  openLibraryKey?: string;
}

export interface SearchResponse {
  books: BookDTO[];
  /** @integer */
  totalResults: number;
}

/** One spine the shelf scanner found. */
export interface DetectedBook {
  title: string;
  confidence: number;
}

export interface ScanResponse {
  detected: DetectedBook[];
}
