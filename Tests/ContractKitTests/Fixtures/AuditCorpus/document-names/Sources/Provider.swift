import Foundation

/// A streaming provider as the app lists it. Its two keys are the whole of a genre, a
/// network and a category too; its name says which one it reads.
struct Provider: Codable { // expect: missing-field
    let id: Int
    let name: String
}
