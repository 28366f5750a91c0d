import type { CallableRequest } from 'firebase-functions/v2/https';
import { HttpsError } from 'firebase-functions/v2/https';
import { LibraryEntry, ReadingStatus } from './firestore';

/** Payload of the `addBook` callable function. */
export interface AddBookPayload {
  isbn: string;
  status: ReadingStatus;
}

export interface AddBookResult {
  entry: LibraryEntry;
  created: boolean;
}

/** Payload of `getLibrary`; the app pages with `cursor`. */
export interface GetLibraryPayload {
  cursor?: string;
  /** @integer */
  limit?: number;
}

export type AddBookRequest = CallableRequest<AddBookPayload>;

export function assertSignedIn(request: CallableRequest<unknown>): asserts request is CallableRequest<unknown> & { auth: { uid: string } } {
  if (!request.auth) {
    throw new HttpsError('unauthenticated', 'Sign in first.');
  }
}
