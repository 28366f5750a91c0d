/// A contract whose types all carry the product's name (`SoundcloudTrack`, `SoundcloudUser`,
/// `SoundcloudPlaylist` beside an app's `Track`, `User`, `UserPlaylist`): the leading word
/// three object types of one contract file share, or a quarter of the contract's object types,
/// is an affix, as it is on the Swift side (`namespaceStripped`). Its stems find candidates
/// whose keys must still support them.
extension TypeMatcher {
    static func contractPrefixStripped(_ declarations: [Declaration]) -> [String: String] {
        var byFile: [String: [String]] = [:]
        for decl in declarations where (decl.kind == .object || decl.kind == .union) && !decl.name.utf8.contains(UInt8(ascii: ".")) {
            // A prefix that leaves two letters or fewer is the name, not an affix.
            guard let word = firstWord(decl.name), decl.name.count > word.count + 2 else { continue }
            byFile[decl.location.file, default: []].append(decl.name)
        }
        return sharedLeadingWordsStripped(byFile.keys.sorted().map { byFile[$0]! })
    }
}
