import type { Timestamp } from 'firebase/firestore';

/** One reading session, as the sync endpoint returns it. */
export interface ReadingSession {
  id: string;
  pagesRead: number;
  minutes: number;
  rating?: number;
  /** When the session started (a Firestore timestamp). */
  startedAt: Timestamp;
  progress: { page: number; percent: number };
  tags: string[];
}

/** A shelf; its layout is a mapped type that renames its keys, which ContractKit does not read. */
export interface Shelf {
  name: string;
  layout: { [K in keyof ReadingSession as `show_${K}`]: boolean };
}
