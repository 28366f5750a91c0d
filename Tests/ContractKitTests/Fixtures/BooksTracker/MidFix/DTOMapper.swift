import Foundation

/// Converts canonical DTOs to the app's models, in the DTOMapper PRD's style: one service,
/// create paths (`mapTo*`) and a dedup merge path (`mergeWorkData`). Midway through the Nov 6 fix: mapToWork copies coverImageURL, mergeWorkData does not. Written against the
/// hand-written DTOs, which decode providers as String.
public final class DTOMapper {
    public init() {}

    /// Maps a search response: works with their authors and editions, synthetic works deduplicated.
    public func mapToWorks(data: BookSearchResponse) -> [Work] {
        var works: [Work] = []
        var byISBN: [String: Work] = [:]
        let authors = data.authors.map { mapToAuthor($0) }
        for workDTO in data.works {
            let editions = data.editions.map { mapToEdition($0) }
            if workDTO.synthetic == true, let isbn = data.editions.first?.isbn, let existing = byISBN[isbn] {
                mergeWorkData(dto: workDTO, into: existing)
                existing.editions.append(contentsOf: editions)
                continue
            }
            let work = mapToWork(workDTO)
            work.authors = authors
            work.editions = editions
            if let isbn = data.editions.first?.isbn { byISBN[isbn] = work }
            works.append(work)
        }
        return works
    }

    /// The create path.
    public func mapToWork(_ dto: WorkDTO) -> Work {
        let work = Work(title: dto.title, subjectTags: dto.subjectTags)
        work.originalLanguage = dto.originalLanguage
        work.firstPublicationYear = dto.firstPublicationYear
        work.summary = dto.description
        work.coverImageURL = dto.coverImageURL
        work.synthetic = dto.synthetic ?? false
        work.primaryProvider = dto.primaryProvider
        work.contributors = dto.contributors ?? []
        work.openLibraryID = dto.openLibraryID
        work.openLibraryWorkID = dto.openLibraryWorkID
        work.isbndbID = dto.isbndbID
        work.googleBooksVolumeID = dto.googleBooksVolumeID
        work.goodreadsID = dto.goodreadsID
        work.goodreadsWorkIDs = dto.goodreadsWorkIDs
        work.amazonASINs = dto.amazonASINs
        work.googleBooksVolumeIDs = dto.googleBooksVolumeIDs
        work.lastISBNDBSync = dto.lastISBNDBSync.flatMap(Self.parseDate)
        work.isbndbQuality = dto.isbndbQuality
        work.reviewStatus = ReviewStatus(rawValue: dto.reviewStatus.rawValue) ?? .needsReview
        work.originalImagePath = dto.originalImagePath
        if let bbox = dto.boundingBox {
            work.boundingBoxX = bbox.x
            work.boundingBoxY = bbox.y
            work.boundingBoxWidth = bbox.width
            work.boundingBoxHeight = bbox.height
        }
        return work
    }

    /// The dedup merge path: fills what the existing work lacks, keeps what it has.
    public func mergeWorkData(dto: WorkDTO, into work: Work) {
        if work.title.isEmpty { work.title = dto.title }
        work.subjectTags = Array(Set(work.subjectTags).union(dto.subjectTags)).sorted()
        work.originalLanguage = work.originalLanguage ?? dto.originalLanguage
        work.firstPublicationYear = work.firstPublicationYear ?? dto.firstPublicationYear
        work.summary = work.summary ?? dto.description
        work.synthetic = work.synthetic && (dto.synthetic ?? false)
        work.primaryProvider = work.primaryProvider ?? dto.primaryProvider
        for provider in dto.contributors ?? [] where !work.contributors.contains(provider) {
            work.contributors.append(provider)
        }
        work.openLibraryID = work.openLibraryID ?? dto.openLibraryID
        work.openLibraryWorkID = work.openLibraryWorkID ?? dto.openLibraryWorkID
        work.isbndbID = work.isbndbID ?? dto.isbndbID
        work.googleBooksVolumeID = work.googleBooksVolumeID ?? dto.googleBooksVolumeID
        work.goodreadsID = work.goodreadsID ?? dto.goodreadsID
        work.goodreadsWorkIDs = Array(Set(work.goodreadsWorkIDs + dto.goodreadsWorkIDs)).sorted()
        work.amazonASINs = Array(Set(work.amazonASINs + dto.amazonASINs)).sorted()
        work.googleBooksVolumeIDs = Array(Set(work.googleBooksVolumeIDs + dto.googleBooksVolumeIDs)).sorted()
        if let synced = dto.lastISBNDBSync.flatMap(Self.parseDate) { work.lastISBNDBSync = max(work.lastISBNDBSync ?? synced, synced) }
        work.isbndbQuality = max(work.isbndbQuality, dto.isbndbQuality)
        if dto.reviewStatus == .needsReview { work.reviewStatus = .needsReview }
        work.originalImagePath = work.originalImagePath ?? dto.originalImagePath
        guard work.boundingBoxX == nil, let bbox = dto.boundingBox else { return }
        work.boundingBoxX = bbox.x
        work.boundingBoxY = bbox.y
        work.boundingBoxWidth = bbox.width
        work.boundingBoxHeight = bbox.height
    }

    public func mapToEdition(_ dto: EditionDTO) -> Edition {
        let edition = Edition()
        edition.isbn = dto.isbn
        edition.isbns = dto.isbns
        edition.title = dto.title
        edition.publisher = dto.publisher
        edition.publicationDate = dto.publicationDate.flatMap(Self.parseDate)
        edition.pageCount = dto.pageCount
        edition.format = EditionFormat(rawValue: dto.format.rawValue) ?? .paperback
        edition.coverImageURL = dto.coverImageURL
        edition.editionTitle = dto.editionTitle
        edition.editionDescription = dto.editionDescription
        edition.language = dto.language
        edition.primaryProvider = dto.primaryProvider
        edition.contributors = dto.contributors ?? []
        edition.openLibraryID = dto.openLibraryID
        edition.openLibraryEditionID = dto.openLibraryEditionID
        edition.isbndbID = dto.isbndbID
        edition.googleBooksVolumeID = dto.googleBooksVolumeID
        edition.goodreadsID = dto.goodreadsID
        edition.amazonASINs = dto.amazonASINs
        edition.googleBooksVolumeIDs = dto.googleBooksVolumeIDs
        edition.librarythingIDs = dto.librarythingIDs
        edition.lastISBNDBSync = dto.lastISBNDBSync.flatMap(Self.parseDate)
        edition.isbndbQuality = dto.isbndbQuality
        return edition
    }

    public func mapToAuthor(_ dto: AuthorDTO) -> Author {
        let author = Author(name: dto.name)
        switch dto.gender {
        case .female: author.gender = .female
        case .male: author.gender = .male
        case .nonBinary: author.gender = .nonBinary
        case .other: author.gender = .other
        case .unknown, .unknownValue: author.gender = .unknown
        }
        author.culturalRegion = dto.culturalRegion.flatMap { region in
            CulturalRegion.allCases.first { "\($0)" == "\(region)" }
        }
        author.nationality = dto.nationality
        author.birthYear = dto.birthYear
        author.deathYear = dto.deathYear
        author.openLibraryID = dto.openLibraryID
        author.isbndbID = dto.isbndbID
        author.googleBooksID = dto.googleBooksID
        author.goodreadsID = dto.goodreadsID
        author.bookCount = dto.bookCount ?? 0
        return author
    }

    static func parseDate(_ text: String) -> Date? {
        try? Date(text, strategy: .iso8601)
    }
}
