/**
 * Messages the scan worker pushes over the WebSocket at /v1/scan/:jobId/ws.
 */
import type { BoundingBox } from './geometry';
export type { BoundingBox } from './geometry';

export interface DetectedBook {
  title: string;
  author: string | null;
  isbn?: string;
  confidence: number;
  boundingBox: BoundingBox;
}

export interface ScanProgress {
  jobId: string;
  /** @integer */
  processed: number;
  /** @integer */
  total: number;
  stage: 'detecting' | 'enriching';
}

export interface ScanComplete {
  jobId: string;
  books: DetectedBook[];
  /** @integer */
  durationMs: number;
  /** @integer */
  failedCount: number;
}

export type TypedWebSocketMessage =
  | { type: 'progress'; payload: ScanProgress }
  | { type: 'complete'; payload: ScanComplete }
  | { type: 'error'; payload: { code: string; message: string } }
  | { type: 'ping' };
