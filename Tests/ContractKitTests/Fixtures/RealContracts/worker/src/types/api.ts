/**
 * Request and response shapes for the scan API (`/v1/scan/*`).
 *
 * These types are shared with the iOS client, which mirrors them as Swift DTOs.
 * Keep field names stable: the app decodes them with synthesized Codable.
 *
 * @version 2.3.0
 */
import { normalizeVideoId } from '../youtube/youtube-normalize.js';
import type { EnrichmentStatus, EnrichmentMessage } from './queue';

/** What the app uploads when the user photographs a shelf. */
export interface ScanRequest {
  /** JPEG bytes of the photo. */
  image: ArrayBuffer;
  /** A smaller preview, when the device made one. */
  thumbnail?: Uint8Array;
  /** When the photo was taken, on the device's clock. */
  capturedAt: Date;
  callbackUrl?: URL;
  deviceModel: string;
}

/** One job per uploaded photo. */
export interface ScanJobResponse {
  jobId: string;
  status: EnrichmentStatus;
  /** @integer */
  booksDetected: number;
  environment: Env['ENVIRONMENT'];
  createdAt: string;
  lastMessage?: EnrichmentMessage;
}

export function toJobResponse(row: Record<string, unknown>): ScanJobResponse {
  return {
    jobId: String(row.id),
    status: row.status as EnrichmentStatus,
    booksDetected: Number(row.books_detected ?? 0),
    environment: 'production',
    createdAt: new Date(String(row.created_at)).toISOString(),
  };
}

export const videoKey = (raw: string) => normalizeVideoId(raw);
