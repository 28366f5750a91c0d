/// Which decoder the app decodes each of its types with, found the way a reader of the code
/// would: the type's own decoder (`static let decoder: JSONDecoder = { … }()` on the type or
/// an extension), else the decoders of the calls that decode it (`decoder.decode(T.self,
/// from:)`, directly or through a generic helper such as `load(T.self)`), else the decoder
/// of the types that hold it (a nested object is decoded by its parent's decoder), else the
/// app-wide default. Several strategies in one app are normal; a type decoded with two
/// different decoders, or whose decoder cannot be told, is named in `notes`.
public struct AppDecoders: Sendable {
    /// The strategies for each Swift type, by qualified name; a type not listed uses `fallback`.
    public var byType: [String: CodingStrategies] = [:]
    /// The app-wide default: the config's strategies, else the one value the scanned code sets.
    public var fallback: CodingStrategies
    /// What verify could not tell, for the normal output as warnings.
    public var notes: [String] = []
    /// What verify assumed, for the normal output as notes.
    public var remarks: [String] = []
    /// Whether the scanned code decodes any type with a decoder verify can see.
    public var foundAny = false

    /// The strategies for a Swift type.
    /// `Envelope<OrderDTO>`, a recorded payload's type, is decoded with `Envelope`'s decoder.
    public func strategies(for swiftType: String) -> CodingStrategies {
        if let found = byType[swiftType] { return found }
        let base = String(swiftType.prefix { $0 != "<" })
        return byType[base] ?? fallback
    }

    /// Resolves every type of `files`; `subjects` are the Swift types verify decodes, for the notes.
    public static func resolve(_ files: [ScannedFile], config: VerifyConfig, subjects: [String]) -> AppDecoders {
        let (fallback, fallbackNotes) = CodingStrategies.resolve(config, files: files)
        var found = AppDecoders(fallback: fallback)
        let decoders = NamedDecoders(files, config: config)
        let types = TypeGraph(files)
        let (decoded, unresolved) = decodedTypes(files, decoders, types)
        found.foundAny = !decoded.isEmpty || !decoders.own.isEmpty
        // A type's own decoder first, then its calls': a call that decodes it with another
        // decoder makes two, and the note says so.
        var direct: [String: [CodingStrategies]] = decoded
        for (owner, strategies) in decoders.own { direct[owner] = [strategies] + (decoded[owner] ?? []) }
        for subject in subjects {
            let candidates = types.nearest(subject, direct)
            let distinct = candidates.reduce(into: [CodingStrategies]()) { list, s in if !list.contains(where: { $0.sameCoding(s) }) { list.append(s) } }
            guard let first = distinct.first else { continue }
            found.byType[subject] = first
            if distinct.count > 1 {
                let listed = distinct.map { "\($0.shortDescription) (\($0.sources.first ?? "default"))" }.joined(separator: "; ")
                found.notes.append("\(subject) is decoded with \(distinct.count) different decoders: \(listed); verify decodes it with the first")
            }
        }
        // Settings verify cannot reproduce (`.custom`, `.formatted`), once per decoder.
        var unreproduced: [String: [String]] = [:]
        for subject in Set(subjects).sorted() {
            guard let s = found.byType[subject], !s.unreproduced.isEmpty else { continue }
            unreproduced["\(s.unreproduced.joined(separator: " and ")) (\(s.sources.first ?? "default"))", default: []].append(subject)
        }
        for (setting, types) in unreproduced.sorted(by: { $0.key < $1.key }) {
            found.notes.append("the app decodes \(types.joined(separator: ", ")) with \(setting), which verify cannot reproduce; it uses \(found.byType[types[0]]!.shortDescription) (set verify.dateDecodingStrategy or verify.keyDecodingStrategy in contractkit.json)")
        }
        // The app-wide default, for the types whose decoder was not found: said in the normal output.
        let unknown = Array(Set(subjects.filter { found.byType[$0] == nil })).sorted()
        guard !unknown.isEmpty else { return found }
        found.notes += fallbackNotes
        let them = unknown.count == 1 ? "it" : "them"
        if found.foundAny || !unresolved.isEmpty {
            let calls = unresolved.isEmpty ? "" : " (the decoders of the calls at \(unresolved.prefix(3).joined(separator: ", "))\(unresolved.count > 3 ? "…" : "") are not declared there)"
            let named = unknown.count <= 6 ? unknown.joined(separator: ", ") : unknown.prefix(5).joined(separator: ", ") + " and \(unknown.count - 5) more"
            found.notes.append("which decoder the app uses for \(named) is not in the scanned code\(calls); verify decodes \(them) with \(fallback.describedWithSources)")
        } else {
            found.remarks.append("no decode call in the scanned code names the types verify decodes; verify decodes \(them) with \(fallback.describedWithSources)")
        }
        return found
    }

    /// Each type the calls decode (directly, or through a generic helper its callers pass
    /// it to), with the strategies of each decoder; and where a call's decoder is not declared.
    static func decodedTypes(_ files: [ScannedFile], _ decoders: NamedDecoders, _ types: TypeGraph) -> ([String: [CodingStrategies]], unresolved: [String]) {
        var decoded: [String: [CodingStrategies]] = [:]
        var helpers: [String: [CodingStrategies]] = [:]
        var unresolved: [String] = []
        for file in files {
            for call in file.decodeCalls {
                guard let strategies = decoders.strategies(call.decoder, file: file, line: call.line) else {
                    unresolved.append("\(file.path):\(call.line)")
                    continue
                }
                if let helper = call.genericHelper { helpers[helper, default: []].append(strategies); continue }
                for name in types.names(in: call.type) { decoded[name, default: []].append(strategies) }
            }
        }
        for file in files {
            for argument in file.typeArguments {
                guard let used = helpers[argument.function] else { continue }
                let through = used.map { s in
                    var s = s
                    s.sources = s.sources.map { $0 + " (through \(argument.function), \(file.path):\(argument.line))" }
                    return s
                }
                for name in types.names(in: argument.type) { decoded[name, default: []] += through }
            }
        }
        return (decoded, unresolved)
    }
}

extension CodingStrategies {
    /// The same date and key strategies, wherever they came from.
    func sameCoding(_ other: CodingStrategies) -> Bool { dateDecoding == other.dateDecoding && keyDecoding == other.keyDecoding }

    /// `.convertFromSnakeCase keys, .iso8601 dates`, or `JSONDecoder's defaults`.
    public var shortDescription: String {
        var parts: [String] = []
        if keyDecoding != .useDefaultKeys { parts.append(".\(keyDecoding.rawValue) keys") }
        if dateDecoding != .deferredToDate { parts.append(".\(dateDecoding.rawValue) dates") }
        return parts.isEmpty ? "JSONDecoder's defaults" : parts.joined(separator: ", ")
    }

    /// `.convertFromSnakeCase keys (from Sources/API.swift:12)`.
    public var describedWithSources: String {
        sources.isEmpty ? shortDescription : shortDescription + " (" + sources.joined(separator: ", ") + ")"
    }
}

/// The decoders the app names, joined across files: a member's entries (its declaration, a
/// setting made in an `init`) are one decoder.
struct NamedDecoders {
    let config: VerifyConfig
    /// Members and globals: "owner|name" → settings and where declared.
    var members: [String: (settings: [DecoderSetting], at: String)] = [:]
    /// By name alone, for `client.decoder`: every owner's.
    var byName: [String: [String]] = [:]
    /// A type's own decoder's strategies: the only decoder a type declares as a member.
    var own: [String: CodingStrategies] = [:]

    init(_ files: [ScannedFile], config: VerifyConfig) {
        self.config = config
        for file in files {
            for d in file.jsonDecoders where !d.isLocal {
                let key = (d.owner ?? "") + "|" + d.name
                var entry = members[key] ?? ([], "\(file.path):\(d.line)")
                if d.declares { entry.at = "\(file.path):\(d.line)" }
                entry.settings += d.settings
                members[key] = entry
                if !(byName[d.name]?.contains(key) ?? false) { byName[d.name, default: []].append(key) }
            }
        }
        var perOwner: [String: [String]] = [:]
        for key in members.keys.sorted() {
            let owner = String(key.prefix { $0 != "|" })
            if !owner.isEmpty { perOwner[owner, default: []].append(key) }
        }
        for (owner, keys) in perOwner where keys.count == 1 {
            let entry = members[keys[0]]!
            own[owner] = strategies(entry.settings, at: entry.at)
        }
    }

    /// What a call's decoder sets; nil for a decoder the scanned code does not declare
    /// (`client.decoder` of a client outside it).
    func strategies(_ reference: DecoderReference, file: ScannedFile, line: Int, depth: Int = 0) -> CodingStrategies? {
        switch reference {
        case .fresh:
            return strategies([], at: "\(file.path):\(line)")
        case .local(let index):
            let d = file.jsonDecoders[index]
            // A local that names another decoder has its settings, and the local's on top.
            if let alias = d.alias {
                guard depth < 8, let named = strategies(alias, file: file, line: d.line, depth: depth + 1) else { return nil }
                return d.settings.isEmpty ? named : apply(d.settings, to: named)
            }
            return strategies(d.settings, at: "\(file.path):\(d.line)")
        case .member(let owner, let name):
            var scope = owner
            while let current = scope {
                if let entry = members[current + "|" + name] { return strategies(entry.settings, at: entry.at) }
                scope = current.lastIndex(of: ".").map { String(current[..<$0]) }
            }
            let keys = owner == nil ? byName[name] ?? [] : members["|" + name] != nil ? ["|" + name] : []
            if keys.count == 1, let entry = members[keys[0]] { return strategies(entry.settings, at: entry.at) }
            return nil
        }
    }

    /// A decoder's settings as strategies: what it does not set is JSONDecoder's default;
    /// what verify cannot reproduce (`.custom`, `.formatted`) is the config's, where it sets one.
    func strategies(_ settings: [DecoderSetting], at: String) -> CodingStrategies {
        var s = CodingStrategies()
        s.sources = ["the decoder at \(at)"]
        return apply(settings, to: s)
    }

    func apply(_ settings: [DecoderSetting], to strategies: CodingStrategies) -> CodingStrategies {
        var s = strategies
        for setting in settings {
            let known = setting.name == "keyDecodingStrategy" ? KeyCodingStrategy(rawValue: setting.value) != nil : DateCodingStrategy(rawValue: setting.value) != nil
            if !known { s.unreproduced.append("\(setting.name) .\(setting.value)") }
            if setting.name == "keyDecodingStrategy" {
                s.keyDecoding = KeyCodingStrategy(rawValue: setting.value) ?? config.keyDecodingStrategy ?? .useDefaultKeys
            } else if setting.name == "dateDecodingStrategy" {
                s.dateDecoding = DateCodingStrategy(rawValue: setting.value) ?? config.dateDecodingStrategy ?? .deferredToDate
            }
        }
        return s
    }
}

/// The app's types and which hold which: a nested object is decoded by its holder's decoder.
struct TypeGraph {
    /// Type name → the types whose stored properties or enum payloads hold it.
    var holders: [String: Set<String>] = [:]
    /// Every declared type, by qualified name and by last component.
    var known: [String: String] = [:]

    init(_ files: [ScannedFile]) {
        let all = files.flatMap(\.types).filter { $0.kind != .protocol }
        for t in all where t.kind != .extension {
            known[t.name] = t.name
            if known[lastComponent(t.name)] == nil { known[lastComponent(t.name)] = t.name }
        }
        for t in all {
            let texts = t.properties.filter { $0.stored && !$0.static }.compactMap(\.type) + t.cases.flatMap(\.associatedValues)
            for text in texts {
                for name in names(in: text, from: t.name) where name != t.name { holders[name, default: []].insert(t.name) }
            }
        }
    }

    /// The declared types a type text names: `[OrderDTO]`, `Envelope<OrderDTO>`, `items: [Item]?`.
    func names(in text: String, from scope: String? = nil) -> [String] {
        var out: [String] = []
        var word = ""
        func flush() {
            defer { word = "" }
            guard let first = word.first, first.isUppercase else { return }
            if let scope, let nested = known[scope + "." + word] { out.append(nested); return }
            if let found = known[word] { out.append(found) }
        }
        for c in text {
            if c.isLetter || c.isNumber || c == "_" || c == "." { word.append(c) } else { flush() }
        }
        flush()
        return out
    }

    /// The strategies of the nearest types, going out through holders, that `direct` knows.
    func nearest(_ type: String, _ direct: [String: [CodingStrategies]]) -> [CodingStrategies] {
        let start = known[type] ?? type
        if let own = direct[start] ?? direct[type] { return own }
        var seen: Set<String> = [start]
        var frontier = [start]
        var found: [CodingStrategies] = []
        while !frontier.isEmpty, found.isEmpty {
            var next: [String] = []
            for name in frontier {
                for holder in (holders[name] ?? []).sorted() where seen.insert(holder).inserted {
                    if let strategies = direct[holder] { found += strategies } else { next.append(holder) }
                }
            }
            frontier = next
        }
        return found
    }
}
