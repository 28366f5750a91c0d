// A music catalogue's API. Every answer comes in one generic envelope around its payload.

export interface Envelope<T> {
  status: "ok" | "error";
  payload: T;
  warnings: string[];
}

export interface Track {
  id: string;
  title: string;
  seconds: number;
}

export interface Artist {
  id: string;
  name: string;
}

// A page of results: the app reads none.
export interface Paged<T> {
  items: T[];
  next: string | null;
}
