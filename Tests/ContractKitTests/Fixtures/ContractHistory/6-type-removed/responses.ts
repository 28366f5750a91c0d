/**
 * Response envelopes and domain responses for the /v1 endpoints.
 *
 * Two envelope formats are live during the Phase 3 migration (see the envelope
 * unification plan):
 *
 * - legacy: `{ success, data, meta }`, the discriminated union `ApiResponse<T>`;
 * - unified: `{ data, metadata, error }`, `ResponseEnvelope<T>`.
 *
 * The backend picks one with the `ENABLE_UNIFIED_ENVELOPE` flag, so clients must
 * decode both.
 */

import type { AuthorDTO, EditionDTO, WorkDTO } from './canonical.js';

// ============================================================================
// Unified envelope (Phase 3)
// ============================================================================

/** Metadata attached to every unified response. */
export interface ResponseMetadata {
  timestamp: string; // ISO 8601
  traceId?: string;
  /**
   * Milliseconds spent on the server.
   * @integer
   */
  processingTime?: number;
  provider?: string;
  cached?: boolean;
}

/** A structured error. `code` is usually an `ApiErrorCode`, but may be any string. */
export interface ApiError {
  message: string;
  code?: string;
  details?: any;
}

/**
 * The unified envelope: `data` is null when `error` is set.
 *
 * ```json
 * { "data": null, "metadata": { "timestamp": "2025-11-12T00:00:00Z" },
 *   "error": { "message": "Not found", "code": "E_NOT_FOUND" } }
 * ```
 */
export interface ResponseEnvelope<T = unknown> {
  data: T | null;
  metadata: ResponseMetadata;
  error?: ApiError;
}

/** Returned by /v1/search/title, /v1/search/isbn and /v1/search/advanced. */
export interface BookSearchResponse {
  works: WorkDTO[];
  editions: EditionDTO[];
  authors: AuthorDTO[];
  /** @integer */
  totalResults?: number;
}

/** Returned when a batch enrichment job is queued. */
export interface EnrichmentJobResponse {
  jobId: string;
  /** @integer */
  queuedCount: number;
  estimatedDuration?: number; // seconds
  websocketUrl: string;
}

