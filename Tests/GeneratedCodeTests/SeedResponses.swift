/// Response JSON copied from the customer's documents, so the generated types are tested
/// against what the backend really sends.
enum SeedResponses {
    /// Canonical Data Contracts PRD, "Example Response": GET /v1/search/isbn (legacy envelope).
    /// It lacks several fields the contract marks required (arrays, isbndbQuality,
    /// reviewStatus, format); the generated decoders default them as the app does.
    static let greatGatsbyISBN = """
    {
      "success": true,
      "data": {
        "works": [{
          "title": "The Great Gatsby",
          "subjectTags": ["Fiction", "Classic Literature"],
          "synthetic": false,
          "primaryProvider": "google-books",
          "contributors": ["google-books"],
          "googleBooksVolumeIDs": ["abc123"]
        }],
        "editions": [{
          "isbn": "978-0-12345-678-9",
          "isbns": ["978-0-12345-678-9", "0-12345-678-X"],
          "publisher": "Scribner",
          "coverImageURL": "https://...",
          "primaryProvider": "google-books"
        }],
        "authors": [{
          "name": "F. Scott Fitzgerald",
          "gender": "male",
          "culturalRegion": "northAmerica"
        }]
      },
      "meta": {
        "timestamp": "2025-10-31T12:00:00Z",
        "processingTime": 450,
        "provider": "google-books",
        "cached": false
      }
    }
    """

    /// Envelope plan, testUnifiedEnvelopeDecoding.
    static let unifiedSuccess = """
    {
      "data": { "works": [], "editions": [], "authors": [] },
      "metadata": { "timestamp": "2025-11-12T00:00:00Z", "provider": "google" },
      "error": null
    }
    """

    /// Envelope plan, testUnifiedEnvelopeErrorDecoding.
    static let unifiedError = """
    {
      "data": null,
      "metadata": { "timestamp": "2025-11-12T00:00:00Z" },
      "error": { "message": "Not found", "code": "E_NOT_FOUND" }
    }
    """

    /// Envelope plan, testDTOMapperHandlesLegacyFormat.
    static let legacySuccess = """
    {
      "success": true,
      "data": { "works": [], "editions": [], "authors": [] },
      "meta": { "timestamp": "2025-11-12T00:00:00Z" }
    }
    """

    /// Canonical Data Contracts PRD, US-5: an invalid ISBN in the legacy envelope.
    static let legacyError = """
    {
      "success": false,
      "error": { "code": "INVALID_ISBN", "message": "Invalid ISBN format" },
      "meta": { "timestamp": "2025-10-31T12:00:00Z" }
    }
    """

    /// Envelope plan, testDTOMapperThrowsOnUnknownFormat.
    static let unknownFormat = """
    { "unknown": "format" }
    """
}
