import Foundation
import SwiftData

@Model
final class Author {
    var name: String
    var openLibraryKey: String?

    init(name: String, openLibraryKey: String? = nil) {
        self.name = name
        self.openLibraryKey = openLibraryKey
    }
}
