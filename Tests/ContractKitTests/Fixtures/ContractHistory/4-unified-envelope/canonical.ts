/**
 * Canonical data contracts for the BooksTracker API.
 *
 * Every /v1 endpoint returns these DTOs, whichever provider (Google Books,
 * OpenLibrary, ISBNdb) the data came from. Normalizers in `services/normalizers`
 * build them; the iOS app decodes them with Codable structs of the same shape.
 *
 * @version 2.0.0
 */

import type {
  AuthorGender,
  CulturalRegion,
  DataProvider,
  EditionFormat,
  ReviewStatus,
} from './enums.js';

// ============================================================================
// WorkDTO
// ============================================================================

/**
 * An abstract creative work: "The Great Gatsby", independent of any edition.
 *
 * Mirrors the SwiftData `Work` model. Google Books only knows editions, so works
 * built from its volumes are marked `synthetic` and deduplicated by the app.
 *
 * ```ts
 * const work: WorkDTO = {
 *   title: 'The Great Gatsby',
 *   subjectTags: ['Fiction', 'Classic Literature'],
 *   goodreadsWorkIDs: [], amazonASINs: [], librarythingIDs: [], googleBooksVolumeIDs: [],
 *   isbndbQuality: 0,
 *   reviewStatus: 'verified',
 * };
 * ```
 */
export interface WorkDTO {
  // Core metadata
  title: string;
  /** Normalized genres, e.g. `["Fiction", "Thriller"]`. Never re-normalize on the client. */
  subjectTags: string[];
  originalLanguage?: string;
  /** @integer */
  firstPublicationYear?: number;
  description?: string;
  coverImageURL?: string; // Work-level cover, set by every normalizer

  // Provenance
  /** True if the work was inferred from edition data and needs deduplication. */
  synthetic?: boolean;
  primaryProvider?: DataProvider; // which provider found this work
  contributors?: DataProvider[]; // every provider that enriched it

  // External IDs (legacy single values)
  openLibraryID?: string;
  openLibraryWorkID?: string;
  isbndbID?: string;
  googleBooksVolumeID?: string;
  goodreadsID?: string;

  // External IDs (arrays)
  goodreadsWorkIDs: string[];
  amazonASINs: string[];
  librarythingIDs: string[];
  googleBooksVolumeIDs: string[];

  // Quality metrics
  lastISBNDBSync?: string; // ISO 8601
  /**
   * ISBNdb data quality score, 0-100.
   * @integer
   * @default 0
   */
  isbndbQuality: number;

  // Review metadata (bookshelf scanner)
  /** @default 'verified' */
  reviewStatus: ReviewStatus;
  originalImagePath?: string;
  /** Where the book was found on the scanned shelf photo, in normalized coordinates. */
  boundingBox?: {
    x: number;
    y: number;
    width: number;
    height: number;
  };
}

// ============================================================================
// EditionDTO
// ============================================================================

/** A physical or digital manifestation of a work. Mirrors the SwiftData `Edition` model. */
export interface EditionDTO {
  // Identifiers
  isbn?: string; // primary ISBN; some editions have none
  isbns: string[];

  // Core metadata
  title?: string;
  publisher?: string;
  publicationDate?: string;
  /** @integer */
  pageCount?: number;
  format: EditionFormat;
  coverImageURL?: string;
  editionTitle?: string;
  editionDescription?: string;
  language?: string;

  // Provenance
  primaryProvider?: DataProvider;
  contributors?: DataProvider[];

  // External IDs (legacy single values)
  openLibraryID?: string;
  openLibraryEditionID?: string;
  isbndbID?: string;
  googleBooksVolumeID?: string;
  goodreadsID?: string;

  // External IDs (arrays)
  amazonASINs: string[];
  googleBooksVolumeIDs: string[];
  librarythingIDs: string[];

  // Quality metrics
  lastISBNDBSync?: string;
  /**
   * @integer
   * @default 0
   */
  isbndbQuality: number;
}

// ============================================================================
// AuthorDTO
// ============================================================================

/** A creator. Mirrors the SwiftData `Author` model. */
export interface AuthorDTO {
  name: string;
  /** @default 'Unknown' */
  gender: AuthorGender;
  culturalRegion?: CulturalRegion;
  nationality?: string;
  /** @integer */
  birthYear?: number;
  /** @integer */
  deathYear?: number;

  // External IDs
  openLibraryID?: string;
  isbndbID?: string;
  googleBooksID?: string;
  goodreadsID?: string;

  // Statistics
  /** @integer */
  bookCount?: number;
}
