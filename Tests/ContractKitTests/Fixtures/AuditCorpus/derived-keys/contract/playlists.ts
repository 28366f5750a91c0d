// A music service's paged answers: the page count is sent, though the page size and the
// total already give it.

export interface Track {
  id: string;
  title: string;
  seconds: number;
}

export interface TrackPage {
  page: number;
  perPage: number;
  totalItems: number;
  totalPages: number;
  items: Track[];
}
