// A bookshop's client types: every one carries the shop's name, and each response is named
// for the call that returns it.

export interface ShopGetBookResponse {
  id: number;
  title: string;
  subtitle: string;
  isbn: string;
  pages: number;
  language: string;
  publisher: string;
  published: string;
  rating: number;
  cover_url: string;
  price: number;
  currency: string;
  stock_count: number;
  wishlist_count: number;
  review_count: number;
  series_name: string;
  series_index: number;
  edition_count: number;
  translator: string;
  illustrator: string;
  dimensions: string;
  weight_g: number;
  age_min: number;
  age_max: number;
  awards: string[];
  first_line: string;
  reading_minutes: number;
  library_count: number;
  quote_count: number;
  blurb: string;
  editions: ShopEdition[];
  authors: ShopAuthor[];
}

interface ShopAuthor {
  id: number;
  name: string;
  born: string;
}

interface ShopEdition {
  format: ShopFormat;
  released_at: string;
}

interface ShopFormat { // expect: type-missing
  id: number;
  name: string;
  binding: string;
  width_mm: number;
  height_mm: number;
}

export interface ShopGetShelvesResponse {
  shelves: string[];
  owner: string;
  updated: string;
}
