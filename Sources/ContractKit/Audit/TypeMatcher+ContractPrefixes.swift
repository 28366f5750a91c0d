/// A contract whose types all carry the product's name (`SoundcloudTrack`, `SoundcloudUser`,
/// `SoundcloudPlaylist` beside an app's `Track`, `User`, `UserPlaylist`): the leading word
/// three object types of one contract file share, or a quarter of the contract's object types,
/// is an affix, as it is on the Swift side (`namespaceStripped`). Its stems find candidates
/// whose keys must still support them.
extension TypeMatcher {
    static func contractPrefixStripped(_ declarations: [Declaration]) -> [String: String] {
        var byFile: [String: [String]] = [:]
        for decl in declarations where (decl.kind == .object || decl.kind == .union) && !decl.name.contains(".") {
            // A prefix that leaves two letters or fewer is the name, not an affix.
            guard let word = firstWord(decl.name), decl.name.count > word.count + 2 else { continue }
            byFile[decl.location.file, default: []].append(decl.name)
        }
        return sharedLeadingWordsStripped(byFile.keys.sorted().map { byFile[$0]! })
    }
}

extension TypeMatcher {
    /// Whether `t`, a nested type found by the name the contract's shared prefix leaves
    /// (`Sys` for `AssetSys`), is not what that name means: written plainly, `Sys` is the
    /// top-level `Sys`, as Swift resolves it, never `ErrorResponse.Sys`. The nested type is
    /// a candidate only when no top-level type bears the name.
    func shadowedByTopLevel(_ t: ScannedType, contractStem stem: String, of decl: Declaration) -> Bool {
        guard t.name.contains("."), let plain = contractStripped[decl.name], !Self.stems(decl.name).contains(stem) else { return false }
        let name = lastComponent(t.name)
        return name == plain && swiftTypes[name] != nil
    }
}

extension TypeMatcher {
    /// Whether `typeText`, written in `holder` with the plain name of `current`, may mean `current`:
    /// not when `current` is nested (`ErrorBody.Sys`) and Swift's lookup from the holder finds the
    /// top-level `Sys`, which a `Locale.sys` field holds. A nested namesake found instead (another
    /// view's own `Metadata`) is left to the rules that weigh views.
    func namesNestedPair(_ typeText: String, _ current: ScannedType, from holder: ScannedType) -> Bool {
        guard current.name.contains(".") else { return true }
        guard let name = SwiftTypeShape(typeText).elementNames.first, let resolved = context.resolve(name, from: holder.name) else { return true }
        return resolved.name == current.name || resolved.name.contains(".")
    }
}
