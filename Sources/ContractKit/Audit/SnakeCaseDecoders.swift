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
                                     owned: { "set by the static decoder of \($0) at \($1)" }, appWide: { "set by the app's decoder at \($0)" })
    }

    /// The decoder that converts the type's keys from snake_case, described; nil when the
    /// scanned code does not show one.
    func decoder(for typeName: String) -> String? {
        coders.coder(for: typeName)
    }

    var isEmpty: Bool { coders.isEmpty }
}

/// The types one key strategy of `JSONDecoder` or `JSONEncoder` covers: a coder set up in a
/// type's own body covers that type and every type it holds, through arrays and optionals,
/// to any depth; one set up elsewhere covers every type when it is the only strategy of its
/// kind the app sets.
struct KeyConvertingCoders: Sendable {
    /// Type name (last component) → the coder that converts its keys, for a message.
    private var byType: [String: String] = [:]
    /// The app-wide coder, when there is one.
    private var appWide: String?

    /// `setting` is the property set (`keyDecodingStrategy`), `value` the strategy
    /// (`convertFromSnakeCase`); `coded` are the types the app codes in that direction;
    /// `owned` and `appWide` describe a coder from its owner and `file:line`.
    init(files: [ScannedFile], types: [String: ScannedType], coded: Set<String>, setting name: String, value: String,
         owned: (String, String) -> String, appWide describeAppWide: (String) -> String) {
        let settings = files.flatMap { file in file.decoderSettings.filter { $0.name == name }.map { (file.path, $0) } }
        let converting = settings.filter { $0.1.value == value }
        guard !converting.isEmpty else { return }
        let codedNames = Set(coded.map(lastComponent))
        var byLastName: [String: ScannedType] = [:]
        for t in types.values where byLastName[lastComponent(t.name)] == nil { byLastName[lastComponent(t.name)] = t }
        for (file, setting) in converting {
            guard let owner = setting.enclosingType, codedNames.contains(owner) else { continue }
            let description = owned(owner, "\(file):\(setting.line)")
            var queue = [owner]
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
        if settings.allSatisfy({ $0.1.value == value && !codedNames.contains($0.1.enclosingType ?? "") }) {
            appWide = describeAppWide("\(settings[0].0):\(settings[0].1.line)")
        }
    }

    /// The coder that converts the type's keys, described; nil when the scanned code does
    /// not show one.
    func coder(for typeName: String) -> String? {
        byType[lastComponent(typeName)] ?? appWide
    }

    /// No coder converts keys: every field asks first, before any byte of its key is read.
    var isEmpty: Bool { byType.isEmpty && appWide == nil }
}
