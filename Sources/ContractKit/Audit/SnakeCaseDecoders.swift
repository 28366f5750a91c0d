/// Which types the app decodes with `keyDecodingStrategy = .convertFromSnakeCase`, as far
/// as the scanned code shows: a decoder set up in a type's own body (`static let decoder`
/// of `OrderDTO`) decodes that type and the types it holds; a decoder set up elsewhere
/// (an API client's) decodes every type when it is the only key strategy the app sets.
/// Several strategies in one app are normal: a type decoded by a plain `JSONDecoder()` is
/// in neither group.
///
/// Foundation converts a JSON key before it compares it with the CodingKeys, so under this
/// strategy an explicit snake_case CodingKey (`case shippedAt = "shipped_at"`) never matches.
struct SnakeCaseDecoders: Sendable {
    private let coders: KeyConvertingCoders

    init(files: [ScannedFile], types: [String: ScannedType], decodable: Set<String>) {
        coders = KeyConvertingCoders(files: files, types: types, coded: decodable, setting: "keyDecodingStrategy", value: "convertFromSnakeCase",
                                     owned: { "set by the static decoder of \($0) at \($1)" }, local: { "set by the decoder at \($0)" },
                                     appWide: { "set by the app's decoder at \($0)" }, exempt: { Self.plainlyDecoded(files, known: $0) })
    }

    /// The decoder that converts the type's keys from snake_case, described; nil when the
    /// scanned code does not show one.
    func decoder(for typeName: String) -> String? {
        coders.coder(for: typeName)
    }

    var isEmpty: Bool { coders.isEmpty }

    /// The types the app decodes only with a plain decoder (`JSONDecoder().decode(TokenResponse.self,
    /// from:)`, or a function's own decoder that sets no key strategy), never through a helper:
    /// the app-wide decoder never reads them, so their keys are not converted.
    static func plainlyDecoded(_ files: [ScannedFile], known: [String: ScannedType]) -> Set<String> {
        var plain = Set<String>()
        var other = Set<String>()
        for file in files {
            for call in file.decodeCalls {
                let names = SwiftTypeShape(call.type).elementNames.map(lastComponent).filter { known[$0] != nil }
                var isPlain = call.genericHelper == nil
                switch call.decoder {
                case .fresh: break
                case .local(let i):
                    let d = i < file.jsonDecoders.count ? file.jsonDecoders[i] : nil
                    isPlain = isPlain && d != nil && d?.alias == nil && d?.settings.contains { $0.name == "keyDecodingStrategy" } == false
                case .member: isPlain = false
                }
                if isPlain { plain.formUnion(names) } else { other.formUnion(names) }
            }
            // A type handed to a decode helper (`load(Order.self)`, `let o: Order = try await get(…)`) may meet the app's decoder.
            for use in file.codingUses where use.kind == .typeArgument || use.kind == .typedResult {
                other.formUnion(SwiftTypeShape(use.type).elementNames.map(lastComponent))
            }
        }
        return plain.subtracting(other)
    }
}

/// The types one key strategy of `JSONDecoder` or `JSONEncoder` covers: a coder set up in a
/// type's own body covers that type and every type it holds, through arrays and optionals,
/// to any depth; so does a coder a function declares and uses there (`let encoder =
/// JSONEncoder()` in `createFood`), for the types it codes; one set up elsewhere (an API
/// client's member, or a local of a generic helper that codes its callers' types) covers
/// every type when it is the only strategy of its kind the app sets, except the types
/// `exempt` names (those the app codes only with a plain coder).
struct KeyConvertingCoders: Sendable {
    /// Type name (last component) → the coder that converts its keys, for a message.
    private var byType: [String: String] = [:]
    /// The app-wide coder, when there is one.
    private var appWide: String?
    /// Types the app-wide coder does not code, by last component.
    private var exempt: Set<String> = []

    /// `setting` is the property set (`keyDecodingStrategy`), `value` the strategy
    /// (`convertFromSnakeCase`); `coded` are the types the app codes in that direction;
    /// `owned`, `local` and `appWide` describe a coder from its owner and `file:line`.
    init(files: [ScannedFile], types: [String: ScannedType], coded: Set<String>, setting name: String, value: String,
         owned: (String, String) -> String, local: (String) -> String, appWide describeAppWide: (String) -> String,
         exempt: ([String: ScannedType]) -> Set<String> = { _ in [] }) {
        let settings = files.flatMap { file in file.decoderSettings.filter { $0.name == name }.map { (file, $0) } }
        let converting = settings.filter { $0.1.value == value }
        guard !converting.isEmpty else { return }
        let codedNames = Set(coded.map(lastComponent))
        var byLastName: [String: ScannedType] = [:]
        for t in types.values where byLastName[lastComponent(t.name)] == nil { byLastName[lastComponent(t.name)] = t }
        // Settings on a function's own coder: what it codes there, when the code says.
        var confined: [Int: [String]] = [:]
        for (i, (file, setting)) in settings.enumerated() {
            if let roots = Self.typesCoded(by: setting, in: file, decoding: name == "keyDecodingStrategy", known: byLastName) { confined[i] = roots }
        }
        for (i, (file, setting)) in settings.enumerated() where setting.value == value {
            if let roots = confined[i] {
                cover(roots, local("\(file.path):\(setting.line)"), byLastName)
            } else if let owner = setting.enclosingType, codedNames.contains(owner) {
                cover([owner], owned(owner, "\(file.path):\(setting.line)"), byLastName)
            }
        }
        let open = settings.indices.filter { confined[$0] == nil }.map { settings[$0] }
        if !open.isEmpty, open.allSatisfy({ $0.1.value == value && !codedNames.contains($0.1.enclosingType ?? "") }) {
            appWide = describeAppWide("\(open[0].0.path):\(open[0].1.line)")
            self.exempt = exempt(byLastName)
        }
    }

    /// Marks `roots` and every type they hold as converted by the coder `description` names.
    private mutating func cover(_ roots: [String], _ description: String, _ byLastName: [String: ScannedType]) {
        var queue = roots
        while let name = queue.popLast() {
            guard byType[name] == nil else { continue }
            byType[name] = description
            for p in byLastName[name]?.properties ?? [] where p.stored && !p.static {
                for held in SwiftTypeShape(p.type ?? "").elementNames.map(lastComponent) where byLastName[held] != nil && byType[held] == nil {
                    queue.append(held)
                }
            }
        }
    }

    /// The app's types a function's own coder codes (`encoder.encode(body)` with `body` a
    /// `CreateFood`), by last component; nil when the setting is no local coder's, or a use
    /// codes a type the scan cannot name (a generic helper's `T`): such a coder serves its
    /// callers' types, as an app-wide one does.
    static func typesCoded(by setting: DecoderSetting, in file: ScannedFile, decoding: Bool, known: [String: ScannedType]) -> [String]? {
        guard let lines = setting.localUses else { return nil }
        var roots: [String] = []
        for line in lines {
            let texts: [String]
            if decoding {
                let calls = file.decodeCalls.filter { $0.line == line }
                guard !calls.isEmpty, calls.allSatisfy({ $0.genericHelper == nil }) else { return nil }
                texts = calls.map(\.type)
            } else {
                texts = file.codingUses.filter { $0.kind == .encode && $0.line == line }.map(\.type)
            }
            let names = texts.flatMap { SwiftTypeShape($0).elementNames.map(lastComponent) }.filter { known[$0] != nil }
            guard !names.isEmpty else { return nil }
            roots += names
        }
        return roots
    }

    /// The coder that converts the type's keys, described; nil when the scanned code does
    /// not show one.
    func coder(for typeName: String) -> String? {
        let name = lastComponent(typeName)
        if let found = byType[name] { return found }
        return exempt.contains(name) ? nil : appWide
    }

    /// No coder converts keys: every field asks first, before any byte of its key is read.
    var isEmpty: Bool { byType.isEmpty && appWide == nil }
}
