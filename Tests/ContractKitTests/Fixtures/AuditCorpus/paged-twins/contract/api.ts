// A book club's API. Every list comes a page at a time, under the same three keys.
interface Page {
  has_more: boolean;
  cursor: number;
}

export interface Review {
  id: number;
  rating: number;
  body: string;
  reviewer_name: string;
  posted_at: string;
}

export interface ReviewPage extends Page {
  items: Review[];
}

export interface BookSummary {
  id: number;
  title: string;
  author: string;
}

export interface BookReviews {
  book: BookSummary;
  reviews: ReviewPage;
}

// Shipments are paged the same way, but hold nothing a review has.
export interface Shipment {
  tracking_code: string;
  carrier: string;
  eta: string;
  delivered: boolean;
}

export interface ShipmentPage {
  has_more: boolean;
  cursor: number;
  items: Shipment[];
}

export async function fetchBookReviews(bookId: number): Promise<BookReviews> {
  return (await fetch(`/books/${bookId}/reviews`)).json();
}

export async function fetchShipments(cursor: number): Promise<ShipmentPage> {
  return (await fetch(`/shipments?cursor=${cursor}`)).json();
}
