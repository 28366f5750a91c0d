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
