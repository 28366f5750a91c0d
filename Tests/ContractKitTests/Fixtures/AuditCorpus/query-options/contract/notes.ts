// A notes service: listing takes options the client turns into a query string; a note
// carries keyword groups (a keyword, then any synonyms) and a map pin.

export interface ListOptions {
  search?: string;
  page?: number;
  per_page?: number;
  order?: "newest" | "oldest";
  include_archived?: boolean;
}

export interface Note {
  id: string;
  body: string;
  keywords: string[][];
  pin: [number, number];
}

export interface NotePage {
  notes: Note[];
  total: number;
}
