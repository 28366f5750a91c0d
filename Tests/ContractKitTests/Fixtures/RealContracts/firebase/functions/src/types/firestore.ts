/**
 * Firestore document shapes. Documents are read by the iOS app through the REST
 * callable `getLibrary`, which converts Timestamps to ISO strings before sending.
 */
import * as admin from 'firebase-admin';

export type ReadingStatus = 'want_to_read' | 'reading' | 'read' | 'abandoned';

/** `users/{uid}` */
export interface UserProfile {
  uid: string;
  displayName: string | null;
  photoURL?: string | null;
  /** Server timestamp of the first sign-in. */
  createdAt: FirebaseFirestore.Timestamp;
  updatedAt: admin.firestore.Timestamp;
  settings: UserSettings;
}

export interface UserSettings {
  /** @default true */
  syncEnabled: boolean;
  preferredFormat?: 'ebook' | 'paper' | 'audio';
  /** @integer */
  dailyGoalMinutes?: number;
}

/** `users/{uid}/library/{bookId}` */
export interface LibraryEntry {
  bookId: string;
  isbn13: string;
  status: ReadingStatus;
  rating?: 1 | 2 | 3 | 4 | 5;
  addedAt: FirebaseFirestore.Timestamp;
  ref?: FirebaseFirestore.DocumentReference<LibraryEntry>;
}
