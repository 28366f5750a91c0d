/// A contract whose types all carry the product's name (`SoundcloudTrack`, `SoundcloudUser`,
/// `SoundcloudPlaylist` beside an app's `Track`, `User`, `UserPlaylist`): the leading word
/// three object types of one contract file share, or a quarter of the contract's object types,
/// is an affix, as it is on the Swift side (`namespaceStripped`). Its stems find candidates
/// whose keys must still support them. A leading word that names a folder the contract file
/// sits in (`AcmeOrder` in `api/acme/order.ts`) is the same affix, on one type alone.
///
/// An SDK's module prefix is often two words (`MagicLinksAuthenticateResponse`,
/// `MagicLinksCreateRequest` beside `SessionsAuthenticateResponse`): when the types that
/// share the leading word (nine in ten of them, at least three) also share the words after
/// it, those are the prefix too, as long as each name keeps a word of its own.
extension TypeMatcher {
    static func contractPrefixStripped(_ declarations: [Declaration]) -> [String: String] {
        var byFile: [String: [String]] = [:]
        var folderWords: [(name: String, word: String)] = []
        var folders: (file: String, names: [Substring]) = ("", [])
        for decl in declarations where (decl.kind == .object || decl.kind == .union) && !decl.name.hasByte(UInt8(ascii: ".")) {
            // A prefix that leaves two letters or fewer is the name, not an affix.
            guard let word = firstWord(decl.name), decl.name.count > word.count + 2 else { continue }
            byFile[decl.location.file, default: []].append(decl.name)
            if folders.file != decl.location.file { folders = (decl.location.file, decl.location.file.split(separator: "/").dropLast()) }
            if folders.names.contains(where: { Self.sameLetters($0, word) }) { folderWords.append((decl.name, word)) }
        }
        var stripped = widenedToSharedWords(sharedLeadingWordsStripped(byFile.keys.sorted().map { byFile[$0]! }))
        for (name, word) in folderWords where stripped[name] == nil { stripped[name] = String(name.dropFirst(word.count)) }
        return stripped
    }

    /// Whether a folder's name is the word, its case aside (`acme` and `Acme`), read as bytes.
    static func sameLetters(_ folder: Substring, _ word: String) -> Bool {
        guard folder.utf8.count == word.utf8.count else { return false }
        return zip(folder.utf8, word.utf8).allSatisfy { a, b in a == b || (a | 0x20 == b | 0x20 && (a | 0x20) >= UInt8(ascii: "a") && (a | 0x20) <= UInt8(ascii: "z")) }
    }

    /// Each group of names stripped of one prefix, stripped as well of the next words all of
    /// them share (`Magic` → `MagicLinks`), while every name keeps more than two letters after
    /// them. A name that is the whole prefix (the module's own `MagicLinks`) keeps its name.
    static func widenedToSharedWords(_ stripped: [String: String]) -> [String: String] {
        var byPrefix: [String: [String]] = [:]
        for (name, rest) in stripped { byPrefix[String(name.dropLast(rest.count)), default: []].append(name) }
        var widened = stripped
        for var members in byPrefix.values where members.count >= 3 {
            members.sort()
            var rests = members.map { stripped[$0]! }
            // Names still being widened: one that is the prefix so far, or a straggler that
            // does not share the next word (`TflApiCommonPlace` beside 126 `TflApiPresentationEntities…`), stops.
            var live = Array(rests.indices)
            var dropped = 0
            while let word = Self.mostSharedWord(live.map { rests[$0] }) {
                let others = live.filter { rests[$0] != word }
                let sharing = others.filter { Self.startsWithWord(rests[$0], word) && rests[$0].count > word.count + 2 }
                guard sharing.count >= 3, sharing.count * 10 >= others.count * 9 else { break }
                for i in sharing { rests[i] = String(rests[i].dropFirst(word.count)) }
                live = sharing
                dropped += 1
            }
            guard dropped > 0 else { continue }
            for (name, rest) in zip(members, rests) { widened[name] = rest }
        }
        return widened
    }

    /// The leading word most of `names` start with, another word following it; the first in
    /// order of those most shared. Nil when none has a word after its first.
    static func mostSharedWord(_ names: [String]) -> String? {
        var counts: [String: Int] = [:]
        for name in names { if let word = firstWord(name), name.count > word.count { counts[word, default: 0] += 1 } }
        return counts.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
    }

    /// Whether `name` starts with the word `word` and another word follows it.
    static func startsWithWord(_ name: String, _ word: String) -> Bool {
        guard name.hasPrefix(word), let next = name.utf8.dropFirst(word.utf8.count).first else { return false }
        return next >= UInt8(ascii: "A") && next <= UInt8(ascii: "Z")
    }
}

extension TypeMatcher {
    /// Whether `t`, a nested type found by the name the contract's shared prefix leaves
    /// (`Sys` for `AssetSys`), is not what that name means: written plainly, `Sys` is the
    /// top-level `Sys`, as Swift resolves it, never `ErrorResponse.Sys`. The nested type is
    /// a candidate only when no top-level type bears the name.
    func shadowedByTopLevel(_ t: ScannedType, contractStem stem: String, of decl: Declaration) -> Bool {
        guard t.name.hasByte(UInt8(ascii: ".")), let plain = contractStripped[decl.name], !Self.stems(decl.name).contains(stem) else { return false }
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
        guard current.name.hasByte(UInt8(ascii: ".")) else { return true }
        guard let name = SwiftTypeShape(typeText).elementNames.first, let resolved = context.resolve(name, from: holder.name) else { return true }
        return resolved.name == current.name || resolved.name.hasByte(UInt8(ascii: "."))
    }
}

/// The product's name the app's own client carries (`class AcmeApi`, `AcmeClient`): a
/// contract type that starts with it (`AcmeList`, beside the app's `List`) is stripped of it
/// as of a prefix its types share, when nothing stripped it already, the app has one such
/// client, and the contract has no type of the shorter name. The stem only proposes the
/// Swift type: its keys must still support it.
extension TypeMatcher {
    static let clientSuffixes = ["Api", "API", "Client", "Service", "SDK", "Sdk"]

    static func productPrefixStripped(_ stripped: inout [String: String], _ declarations: [Declaration], _ files: [ScannedFile]) {
        var words = Set<String>()
        for file in files {
            for type in file.types where type.kind == .class || type.kind == .struct || type.kind == .actor {
                guard let suffix = clientSuffixes.first(where: { type.name.hasSuffix($0) }), let word = firstWord(type.name),
                      word.count >= 3, word.count + suffix.count == type.name.count else { continue }
                words.insert(word)
            }
        }
        // Several (`AuthAPI`, `AccountAPI`) are the groups of one client's calls, not a product.
        guard words.count == 1, let product = words.first else { return }
        let names = Set(declarations.map(\.name))
        for decl in declarations where (decl.kind == .object || decl.kind == .union) && stripped[decl.name] == nil && !decl.name.hasByte(UInt8(ascii: ".")) {
            guard decl.name.count > product.count + 2, firstWord(decl.name) == product else { continue }
            let rest = String(decl.name.dropFirst(product.count))
            if !names.contains(rest) { stripped[decl.name] = rest }  // `AcmeUser` beside `User` is another type
        }
    }
}
