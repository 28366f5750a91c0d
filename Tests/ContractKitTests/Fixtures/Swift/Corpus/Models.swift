import Foundation
import SwiftData

@Model
public final class Work {
    @Attribute(.unique) public var id: UUID = UUID()
    public var title: String
    public var subjectTags: [String] = []
    public var synthetic: Bool = false
    public var coverImageURL: String?
    @Relationship(deleteRule: .cascade, inverse: \Edition.work) public var editions: [Edition] = []
    @Transient private var cache: [String: Int] = [:]
    public var reviewStatus: ReviewStatus = .verified {
        didSet { updatedAt = Date() }
    }
    public var updatedAt: Date = Date()

    public var isbns: [String] { editions.flatMap(\.isbns) }
    public var primaryEdition: Edition? {
        get { editions.first }
        set { if let newValue { editions.insert(newValue, at: 0) } }
    }

    public init(title: String, synthetic: Bool = false) {
        self.title = title
        self.synthetic = synthetic
    }

    func merge(_ other: Work) {
        let count = editions.count < 10 ? editions.count : 10
        var local = count
        local += 1
        _ = local
    }
}

public enum ReviewStatus: String, Codable, CaseIterable, Sendable {
    case verified, needsReview = "needsReview"
    case userEdited
}

public actor EditionCache<Key: Hashable & Sendable, Value>: Sendable where Value: Sendable {
    private var storage: [Key: Value] = [:]
    nonisolated let name: String
    init(name: String) { self.name = name }
}

public final class Edition {
    weak var work: Work?
    lazy var formatted: String = { "\(isbns.count) ISBNs" }()
    var isbns: [String] = []
    let raw = #"a "raw" string with \(no interpolation) and a \#(real) one"#
    let multi = """
        A multi-line string with "quotes" and } braces {
        and an \(interpolation) that closes.
        """
    private(set) var flags: Set<String> = []
    static var shared: Edition? = nil
    class var className: String { "Edition" }
}

extension Edition: CustomStringConvertible {
    public var description: String { isbns.joined(separator: ", ") }
}

enum AssociatedThing {
    case none
    case one(Int), two(label: String, other: [Int: String])
    indirect case nested(AssociatedThing)
}
