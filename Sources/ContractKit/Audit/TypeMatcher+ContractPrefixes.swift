/// A contract whose types all carry the product's name (`SoundcloudTrack`, `SoundcloudUser`,
/// `SoundcloudPlaylist` beside an app's `Track`, `User`, `UserPlaylist`): the leading word
/// three object types of one contract file share, or a quarter of the contract's object types,
/// is an affix, as it is on the Swift side (`namespaceStripped`). Its stems find candidates
/// whose keys must still support them.
extension TypeMatcher {
    static func contractPrefixStripped(_ declarations: [Declaration]) -> [String: String] {
        let objects = declarations.filter { ($0.kind == .object || $0.kind == .union) && !$0.name.contains(".") }
        var stripped: [String: String] = [:]
        var byFile: [String: [String: [String]]] = [:]
        var overall: [String: [String]] = [:]
        for decl in objects {
            guard let word = firstWord(decl.name), decl.name.count > word.count + 2 else { continue }
            byFile[decl.location.file, default: [:]][word, default: []].append(decl.name)
            overall[word, default: []].append(decl.name)
        }
        for (_, prefixes) in byFile {
            for (prefix, members) in prefixes where members.count >= 3 {
                for name in members { stripped[name] = String(name.dropFirst(prefix.count)) }
            }
        }
        for (prefix, members) in overall where members.count >= 4 && members.count * 4 >= objects.count {
            for name in members where stripped[name] == nil { stripped[name] = String(name.dropFirst(prefix.count)) }
        }
        return stripped
    }
}
