/// A contract type whose file's name spells the Swift type's longer name: `StatusResponse`
/// declared in `useSystemStatus.ts` (or `system-status.ts`) for the app's `SystemStatus`. The
/// contract names the type inside a module that already says what it is about; the app, with
/// all its types side by side, puts that word in the name. The run of file-name words must end
/// with one of the contract name's stems (`status`) and be longer, so only a qualifier the file
/// adds is taken; the keys must still support the pair, as they must for an affix.
extension TypeMatcher {
    /// Candidates whose lower-cased name is a run of the contract file's name words ending in a stem of `decl`'s name.
    mutating func fileSpelledCandidates(_ decl: Declaration, taken: Set<String>, known: [(ScannedType, Double, String)]) -> [(ScannedType, Double, String)] {
        guard decl.kind == .object else { return [] }
        let words = Self.fileNameWords(decl.location.file)
        guard words.count >= 2 else { return [] }
        let stems = Self.stems(decl.name)
        var found: [(ScannedType, Double, String)] = []
        for start in 0..<(words.count - 1) {
            for end in (start + 2)...words.count {
                let run = words[start..<end].joined()
                guard stems.contains(where: { $0.count < run.count && run.hasSuffix($0) }) else { continue }
                addSpelledCandidates(run, for: decl, taken: taken, known: known, to: &found) { "the name its file \(SourcePath.fileName(of: decl.location.file)) spells (\($0))" }
            }
        }
        return found
    }

    /// The lower-cased words of a file's name without extensions: `useSystemStatus.ts` →
    /// `use`, `system`, `status`; `system-status.ts` → `system`, `status`. At most eight.
    static func fileNameWords(_ path: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previousLower = false
        for c in SourcePath.stem(of: path) {
            if !(c.isLetter || c.isNumber) {
                if !current.isEmpty { words.append(current) }
                current = ""
                previousLower = false
                continue
            }
            if c.isUppercase, previousLower, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current += c.lowercased()
            previousLower = c.isLowercase || c.isNumber
        }
        if !current.isEmpty { words.append(current) }
        return Array(words.prefix(8))
    }

    /// Adds each free Codable type whose lower-cased name is `lowercased` and whose keys support
    /// pairing it with `decl`, at an affix's name score: the step every name-spelled candidate
    /// (a file's words, a list alias's item) takes.
    mutating func addSpelledCandidates(_ lowercased: String, for decl: Declaration, taken: Set<String>, known: [(ScannedType, Double, String)],
                                       to found: inout [(ScannedType, Double, String)], because reason: (String) -> String) {
        for name in codableByLowercasedName[lowercased] ?? [] where !taken.contains(name) {
            guard !known.contains(where: { $0.0.name == name }), !found.contains(where: { $0.0.name == name }),
                  let t = swiftTypes[name], fits(t, decl) else { continue }
            let e = evidence(decl, t)
            guard e.contractFields > 0, e.swiftKeys > 0, e.supports else { continue }
            found.append((t, 0.3, reason(name)))
        }
    }
}
