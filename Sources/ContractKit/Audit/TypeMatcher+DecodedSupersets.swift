/// A Swift type the app decodes itself (a decode site, not only a holder's), which reads most of a contract type's keys among
/// many keys of its own: one app model for the readings of several endpoints (`BloodGlucose`,
/// fifteen keys, six of them among the ten of the contract's `NightscoutEntry`). It shares too
/// small a part of its own keys to pair by shape, but a decode site and six shared keys, most
/// of the contract type's, are evidence enough; the one-to-one assignment still prefers a
/// type that shares more.
extension TypeMatcher {
    /// Keys a decoded superset must share with the contract type, and the least share of its own keys.
    static let supersetKeys = 6
    static let supersetShare = 1.0 / 3.0

    /// Whether `t` pairs by shape as a decoded superset of a contract type it shares `matched` keys with.
    func isDecodedSuperset(_ t: ScannedType, matched: Int, coverage: Double, share: Double) -> Bool {
        guard matched >= Self.supersetKeys, coverage >= Self.shapeCoverage, share >= Self.supersetShare,
              let d = swiftDirection(t), d.hasDecodeSite else { return false }
        return true
    }
}

/// The other way round: a Swift type the app decodes itself that reads a part of a large contract
/// type, most of its own keys among the contract's (`UserData`, 42 keys, 35 of them among the 59
/// of the contract's `RedditUser`): an app reads the fields it shows. Too little of the contract's
/// fields to pair by shape, but a decode site and a dozen shared keys that are nearly all of the
/// Swift type's own are evidence enough; the one-to-one assignment still prefers a type that shares more.
extension TypeMatcher {
    /// Keys a decoded subset must share with the contract type, the least share of its own keys,
    /// and the least share of the contract's fields.
    static let subsetKeys = 12
    static let subsetShare = 0.75
    static let subsetCoverage = 0.5

    /// Whether `t` pairs by shape as a decoded subset of a contract type it shares `matched` keys with.
    func isDecodedSubset(_ t: ScannedType, matched: Int, coverage: Double, share: Double) -> Bool {
        guard matched >= Self.subsetKeys, coverage >= Self.subsetCoverage, share >= Self.subsetShare,
              let d = swiftDirection(t), d.hasDecodeSite else { return false }
        return true
    }
}
