/**
 * Canonical enum types shared by every /v1 endpoint.
 *
 * These are string-literal unions, not TS enums, so the JSON carries the literal
 * value. The iOS app mirrors each one as a `DTO`-prefixed Swift enum.
 *
 * DO NOT change a value without updating the iOS enums.
 */

// ============================================================================
// Book metadata
// ============================================================================

/** Physical or digital format of an edition. */
export type EditionFormat =
  | 'Hardcover'
  | 'Paperback'
  | 'E-book'
  | 'Audiobook'
  | 'Mass Market';

/** Author gender, as reported by the provider or edited by the user. */
export type AuthorGender =
  | 'Female'
  | 'Male'
  | 'Non-binary'
  | 'Other'
  | 'Unknown';

/** Cultural region an author is associated with, for diversity insights. */
export type CulturalRegion =
  | 'Africa'
  | 'Asia'
  | 'Europe'
  | 'North America'
  | 'South America'
  | 'Oceania'
  | 'Middle East'
  | 'Caribbean'
  | 'Central Asia'
  | 'Indigenous'
  | 'International';

/** Review state of AI-detected works (bookshelf scanner). */
export type ReviewStatus = 'verified' | 'needsReview' | 'userEdited';

// ============================================================================
// Provenance and errors
// ============================================================================

/**
 * Provider identifiers for attribution.
 *
 * New providers are added here first; shipped apps must tolerate values they do
 * not know yet (see the Nov 6 audit's DataProvider decision).
 */
export type DataProvider =
  | 'google-books'
  | 'openlibrary'
  | 'isbndb';

/** Error codes for structured error handling. */
export type ApiErrorCode =
  | 'INVALID_ISBN'
  | 'INVALID_QUERY'
  | 'PROVIDER_TIMEOUT'
  | 'PROVIDER_ERROR'
  | 'NOT_FOUND'
  | 'RATE_LIMIT_EXCEEDED'
  | 'INTERNAL_ERROR';
