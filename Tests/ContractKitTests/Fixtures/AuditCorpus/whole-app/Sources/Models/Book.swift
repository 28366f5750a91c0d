import Foundation
import SwiftData

@Model
final class Book { // expect: model-missing-property
    @Attribute(.unique) var id: String
    var title: String
    var subtitle: String?
    @Relationship(deleteRule: .cascade) var authors: [Author]
    var pageCount: Int?
    var reviewStatusRawValue: String
    var provider: String
    var publishedDate: Date?
    var addedAt: Date

    /// SwiftData stores the raw value; the app works with the enum.
    var reviewStatus: ReviewStatus {
        get { ReviewStatus(rawValue: reviewStatusRawValue) ?? .verified }
        set { reviewStatusRawValue = newValue.rawValue }
    }

    init(id: String, title: String, authors: [Author] = [], reviewStatus: ReviewStatus = .verified, provider: String) {
        self.id = id
        self.title = title
        self.authors = authors
        self.reviewStatusRawValue = reviewStatus.rawValue
        self.provider = provider
        self.addedAt = .now
    }
}
