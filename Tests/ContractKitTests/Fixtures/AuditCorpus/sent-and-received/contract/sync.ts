// A field-service backend: the sync log, screen analytics, and orders.

/** One call the server made to a partner system, kept in the sync log the app shows. */
export interface SyncRequest {
  id: string;
  endpoint: string;
  startedAt: string;
  /** How long the partner took to answer. */
  durationMs?: number;
  statusCode?: number;
  retries?: number;
}

/** What the app reports when a screen opens. */
export interface ScreenViewEvent {
  name: string;
  screen: string;
  timestamp?: string;
  device?: string;
  sessionId?: string;
}
