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
    /// Type name (last component) → the decoder that converts its keys, for a message.
    private var byType: [String: String] = [:]
    /// The app-wide decoder, when there is one.
    private var appWide: String?

    init(files: [ScannedFile], types: [String: ScannedType], decodable: Set<String>) {
        let settings = files.flatMap { file in file.decoderSettings.filter { $0.name == "keyDecodingStrategy" }.map { (file.path, $0) } }
        let converting = settings.filter { $0.1.value == "convertFromSnakeCase" }
        guard !converting.isEmpty else { return }
        let decodableNames = Set(decodable.map(lastComponent))
        var byLastName: [String: ScannedType] = [:]
        for t in types.values where byLastName[lastComponent(t.name)] == nil { byLastName[lastComponent(t.name)] = t }
        for (file, setting) in converting {
            guard let owner = setting.enclosingType, decodableNames.contains(owner) else { continue }
            // The owner and every type it holds, through arrays and optionals, to any depth.
            let description = "set by the static decoder of \(owner) at \(file):\(setting.line)"
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
        if settings.allSatisfy({ $0.1.value == "convertFromSnakeCase" && !decodableNames.contains($0.1.enclosingType ?? "") }) {
            appWide = "set by the app's decoder at \(settings[0].0):\(settings[0].1.line)"
        }
    }

    /// The decoder that converts the type's keys from snake_case, described; nil when the
    /// scanned code does not show one.
    func decoder(for typeName: String) -> String? {
        byType[lastComponent(typeName)] ?? appWide
    }
}
