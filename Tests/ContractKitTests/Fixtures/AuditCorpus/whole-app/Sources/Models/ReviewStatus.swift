/// The app's own review state, stored by raw value.
enum ReviewStatus: String, Codable, CaseIterable {
    case verified
    case needsReview
    case userEdited
    case archived
}
