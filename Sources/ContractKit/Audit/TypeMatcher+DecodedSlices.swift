/// A Swift type the app decodes itself that reads a slice of a large contract type under its
/// own name: `Endpoint`, thirteen keys, eight of them among the twenty-eight of the contract's
/// `Environment` (the rest are keys an older server sent). Too little of the contract's fields to
/// pair by coverage, and not every key the contract's, so not its only holder either; but a
/// decode site, six or more shared keys that are most of the Swift type's own, and no other
/// contract object that has all of those shared keys leave no other type it could decode.
/// The one-to-one assignment still prefers a type that shares more.
extension TypeMatcher {
    /// Keys a decoded slice must share with the contract type, and the least share of its own keys.
    static let decodedSliceKeys = 6
    static let decodedSliceShare = 0.6

    /// Whether `decl` is the only contract object that has even three quarters of the keys `t` shares with
    /// it, `t` being decoded at a site of its own. (A base type or a sibling that has most of
    /// those keys could be what the app decodes as well: then coverage decides, as before.)
    /// `keys` are `t`'s wire keys; the index of field names to the declarations that have them
    /// is the one `isOnlyHolder` builds, on first need.
    func isOnlyDecodedSliceHolder(_ decl: Declaration, _ t: ScannedType, keys: [String], matched: Int, share: Double,
                                  index: inout [String: Set<String>]?) -> Bool {
        guard matched >= Self.decodedSliceKeys, share >= Self.decodedSliceShare,
              let d = swiftDirection(t), d.hasDecodeSite else { return false }
        if index == nil { index = fieldHolders() }
        var rivals: [String: Int] = [:]
        var shared = 0
        for key in keys {
            guard let having = index![key], having.contains(decl.name) else { continue }
            shared += 1
            for other in having where other != decl.name { rivals[other, default: 0] += 1 }
        }
        guard shared >= Self.decodedSliceKeys, !rivals.values.contains(where: { $0 * 4 >= shared * 3 }) else { return false }
        return !isCasePayload(t)
    }
}
