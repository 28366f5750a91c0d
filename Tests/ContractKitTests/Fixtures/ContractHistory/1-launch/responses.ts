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

import type { ApiErrorCode } from './enums.js';
import type { AuthorDTO, EditionDTO, WorkDTO } from './canonical.js';

// ============================================================================
// Legacy envelope (v1 launch)
// ============================================================================

/** Metadata of the legacy envelope. */
export interface ResponseMeta {
  timestamp: string;
  /** @integer */
  processingTime?: number;
  provider?: string;
  cached?: boolean;
}

/** @deprecated Use `ResponseEnvelope` once the unified envelope flag is on. */
export interface SuccessResponse<T> {
  success: true;
  data: T;
  meta: ResponseMeta;
}

/** @deprecated Use `ResponseEnvelope` once the unified envelope flag is on. */
export interface ErrorResponse {
  success: false;
  error: {
    message: string;
    code?: ApiErrorCode;
    details?: any;
  };
  meta: ResponseMeta;
}

/** The legacy response: a discriminated union on `success`. */
export type ApiResponse<T> = SuccessResponse<T> | ErrorResponse;

// ============================================================================
// Domain responses
// ============================================================================

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

/** Returned when a bookshelf photo is queued for AI scanning. */
export interface BookshelfScanResponse {
  jobId: string;
  detectedBooks: { work: WorkDTO; edition: EditionDTO; confidence: number }[];
  websocketUrl: string;
}

// ============================================================================
// Helpers (implementation; not part of the contract)
// ============================================================================

/**
 * Builds a legacy success response.
 *
 * ```ts
 * return createSuccessResponseObject({ works: [] }, { timestamp: new Date().toISOString() });
 * ```
 */
export function createSuccessResponseObject<T>(data: T, meta: Partial<ResponseMeta> = {}): SuccessResponse<T> {
  return {
    success: true,
    data,
    meta: { timestamp: new Date().toISOString(), ...meta },
  };
}

/** Builds a legacy error response. */
export function createErrorResponseObject(message: string, code?: ApiErrorCode, details?: any): ErrorResponse {
  const safeMessage = message.replace(/[{}]/g, '') || `Unknown error (${code ?? 'none'})`;
  return {
    success: false,
    error: { message: safeMessage, code, details },
    meta: { timestamp: new Date().toISOString() },
  };
}
