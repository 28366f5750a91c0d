/// A contract type that reaches the app by its own endpoint is read, whatever holds it
/// elsewhere: `Volume` sits in `Series.volumes`, which the app's `KavitaSeries` does not
/// read, but the app fetches `[KavitaVolume]` from the volumes endpoint itself, so the
/// volume's chapters and their files reach it through that decode. Only a pair made by name
/// counts: a pair by shape or through a field is what the unread check weighs.
extension TypeMatcher {
    /// Whether `name` is paired by name with a Swift type the app decodes at a site of its own.
    func decodedOnItsOwn(_ name: String) -> Bool {
        guard let match = matches[name], !match.method.hasPrefix("by shape"), !match.method.hasPrefix("through ") else { return false }
        return swiftDirection(match.type)?.hasDecodeSite == true
    }
}
