/// What building a type's wire model needs to know about the rest of the app: every type
/// (extensions merged into the type they extend), the key-reading helpers declared in
/// extensions of `KeyedDecodingContainer`, which types decode and which encode, the key
/// strategy, and the app's own JSON value types.
final class WireContext: Sendable {
    static let empty = WireContext(files: [])

    /// Types by qualified name, with what their extensions declare merged in.
    let types: [String: ScannedType]
    /// Every tail of a nested type's name after a dot (`Outer.Inner.Leaf` → `Inner.Leaf`, `Leaf`):
    /// a name that is none of them can only be a top-level type, looked up once.
    let nestedNameTails: Set<String>
    let helpers: [ScannedCodingHelper]
    /// The helpers by method name: every read of every type asks.
    let helpersByName: [String: [ScannedCodingHelper]]
    let codable: CodableTypes
    let convertsFromSnakeCase: Bool
    /// Which types are decoded with `.convertFromSnakeCase`, by which decoder.
    let snakeCaseDecoders: SnakeCaseDecoders
    /// Which types are encoded with `.convertToSnakeCase`, by which encoder.
    let snakeCaseEncoders: SnakeCaseEncoders
    /// The app's JSON value types (`AnyCodable`, an enum of string, number, bool, array,
    /// object cases): name → whether it accepts `null`.
    let jsonValueTypes: [String: Bool]
    /// The names of those that accept `null`, as bytes: compared in place, by length first.
    let nullableJSONValueNames: [[UInt8]]

    init(files: [ScannedFile], codable: CodableTypes? = nil, receivedNames: Set<String> = []) {
        let all = files.flatMap(\.types)
        // Which types are Codable is found on one core while the types are merged on the other.
        let given = codable
        let compositions = Self.protocolCompositions(files)
        // The tails of nested names are read beside the Codable types: the types merged keep the names they had.
        let ((found, tails), merged) = Parallel.both({ PhaseTimer.measure("wire: codable") {
            (given ?? CodableTypes(files: files), Self.nameTails(all.lazy.filter { $0.kind != .extension && $0.kind != .protocol }.map(\.name)))
        } }, { PhaseTimer.measure("wire: merged") { Self.merged(all, compositions: compositions) } })
        types = merged
        nestedNameTails = tails
        helpers = Self.resolvedHelpers(all.flatMap(\.codingHelpers))
        helpersByName = Dictionary(grouping: helpers, by: \.name)
        self.codable = found
        convertsFromSnakeCase = files.contains { $0.decoderSettings.contains { $0.name == "keyDecodingStrategy" && $0.value == "convertFromSnakeCase" } }
        snakeCaseDecoders = convertsFromSnakeCase ? SnakeCaseDecoders(files: files, types: merged, decodable: found.decodable) : SnakeCaseDecoders(files: [], types: [:], decodable: [])
        let convertsToSnakeCase = files.contains { $0.decoderSettings.contains { $0.name == "keyEncodingStrategy" && $0.value == "convertToSnakeCase" } }
        snakeCaseEncoders = convertsToSnakeCase ? SnakeCaseEncoders(files: files, types: merged, encodable: found.encodable) : SnakeCaseEncoders(files: [], types: [:], encodable: [])
        var json: [String: Bool] = [:]
        for name in Self.knownJSONValueTypes { json[name] = true }
        for t in types.values where t.kind == .enum {
            guard let acceptsNull = Self.jsonValueShape(t) else { continue }
            json[t.name] = acceptsNull
            json[lastComponent(t.name)] = acceptsNull
        }
        jsonValueTypes = json
        nullableJSONValueNames = json.filter(\.value).keys.sorted().map { Array($0.utf8) }
        // How the app uses each type is found on one core while the types' own shapes are read on the other.
        let (directions, shapes) = Parallel.both({ PhaseTimer.measure("wire: directions") {
            let built = TypeDirections.build(types: merged, codable: found, files: files, receivedNames: receivedNames)
            return (built, bothWays: built.values.allSatisfy { $0.decodes && $0.encodes })
        } }, { PhaseTimer.measure("wire: shapes") {
            let propertyTypes = merged.values.flatMap { $0.properties.compactMap(\.type) }
            let aliases = files.flatMap { $0.typeAliases.map(\.target) + $0.decodeCalls.map(\.type) + $0.typeArguments.map(\.type) }
            return (opaque: Self.opaqueNames(merged),
                    wrappers: GenericWrappers(types: merged, aliases: aliases, propertyTypes: propertyTypes), held: Self.namesIn(propertyTypes))
        } })
        (typeDirections, everyTypeBothWays) = directions
        opaqueNames = shapes.opaque
        genericWrappers = shapes.wrappers
        heldNames = shapes.held
    }

    /// The generic wrappers that read their own keys beside the type they wrap.
    let genericWrappers: GenericWrappers

    /// Each Codable type's direction, from what the app does with it (`TypeDirections`).
    let typeDirections: [String: TypeDirection]
    /// Every Codable type may travel both ways: no pair's directions can contradict.
    let everyTypeBothWays: Bool

    /// Last components of the types that decode themselves from one value or an array, or
    /// wrap one `rawValue`: the type comparison asks about every field.
    let opaqueNames: Set<String>

    /// Last components of every type a property names (`[Track]?` → `Track`): the types
    /// some other type holds, rather than whole bodies only.
    let heldNames: Set<String>

    /// The identifiers in type texts, by their last component: split in place on the bytes
    /// no identifier holds, with no parse (every property of the app comes through here).
    static func namesIn(_ texts: [String]) -> Set<String> {
        var names = Set<String>()
        for text in texts { _ = firstName(in: text) { names.insert($0); return false } }
        return names
    }

    /// Whether some identifier of `text` (`[Feed.Item]?` has `Feed` and `Item`) satisfies
    /// `test`, asked in order until one does; no set or array is made.
    static func firstName(in text: String, where test: (String) -> Bool) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var start = -1
            for i in 0...bytes.count {
                let b = i < bytes.count ? bytes[i] : 0
                // ASCII letters, digits, `_`, and any byte of a non-ASCII character.
                let inName = b >= 0x80 || b == UInt8(ascii: "_") || (b >= 0x30 && b <= 0x39) || ((b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A)
                if inName {
                    if start < 0 { start = i }
                } else if start >= 0 {
                    if test(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)) { return true }
                    start = -1
                }
            }
            return false
        }
    }

    /// `singleValueContainer`/`unkeyedContainer` decoders, `RawRepresentable`, or one stored `rawValue`.
    static func decodesItselfWhole(_ t: ScannedType) -> Bool {
        guard t.kind != .enum else { return false }
        if let d = t.decoder, d.singleValue || d.containers.contains(where: { $0.kind == .unkeyed }) { return true }
        if t.decoder == nil, let e = t.encoder, writesOneValue(e, of: t) { return true }
        if t.conformances.contains(where: { lastComponent($0) == "RawRepresentable" }) { return true }
        // Counted in place: every type of the app asks.
        var stored: ScannedProperty?
        for p in t.properties where p.stored && !p.static {
            if stored != nil { return false }
            stored = p
        }
        return stored?.name == "rawValue"
    }

    /// An `encode(to:)` that writes one value, not an object: a single value or unkeyed
    /// container, or a standard value handed the whole encoder (`try raw.encode(to: encoder)`
    /// with `raw: String`). Only for a type the app never decodes, whose wire is what it writes.
    static func writesOneValue(_ e: ScannedEncoder, of t: ScannedType) -> Bool {
        guard !t.conformances.contains(where: { ["Codable", "Decodable"].contains(lastComponent($0)) }) else { return false }
        if e.containers.contains(where: { $0.kind == .singleValue || $0.kind == .unkeyed }) { return true }
        guard e.keys.isEmpty, e.containers.isEmpty else { return false }
        return e.delegates.contains { d in
            d.hasPrefix(".") && t.properties.contains { $0.name == d.dropFirst() && $0.type.map(CodingBodyReader.singleValueTypes.contains) == true }
        }
    }

    /// Types by name; an extension's decoder, encoder, CodingKeys, initializers and
    /// computed members join the type it extends (`extension Work: Decodable { init(from:) }`).
    static func merged(_ all: [ScannedType], compositions: [String: [String]] = [:]) -> [String: ScannedType] {
        var byName: [String: ScannedType] = [:]
        for t in all where t.kind != .extension && t.kind != .protocol && byName[t.name] == nil { byName[t.name] = t }
        for e in all where e.kind == .extension {
            guard var base = byName[e.name] else { continue }
            if base.decoder == nil {
                base.decoder = e.decoder
                if base.kind == .enum {
                    base.caseReads = e.caseReads
                    base.decodesByRawValue = e.decodesByRawValue
                }
            }
            if base.kind == .enum, base.decoderFallback == nil { base.decoderFallback = e.decoderFallback }
            if base.encoder == nil { base.encoder = e.encoder }
            if base.codingKeys == nil { base.codingKeys = e.codingKeys }
            base.initializers += e.initializers
            base.properties += e.properties.filter { !$0.stored || $0.static }
            base.conformances += e.conformances
            base.typeAliases += e.typeAliases
            if base.kind == .enum { base.wireValues.merge(e.wireValues) { a, b in a + b } }
            base.rawValueMapping.merge(e.rawValueMapping) { a, _ in a }
            base.encodedValues.merge(e.encodedValues) { a, _ in a }
            base.decodingMembers += e.decodingMembers
            byName[e.name] = base
        }
        addMemberReads(&byName)
        // `extension SnowflakeProtocol { init(from:) }`: a protocol's coders serve its conforming types.
        let protocols = Set(all.filter { $0.kind == .protocol }.map(\.name))
        let protocolCoders = Dictionary(all.filter { $0.kind == .extension && protocols.contains($0.name) && ($0.decoder != nil || $0.encoder != nil) }
            .map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        if !protocolCoders.isEmpty {
            for (name, t) in byName where t.decoder == nil || t.encoder == nil {
                // Each protocol may bring one coder (`Representable` encodes, `Initializable` decodes).
                let coders = t.conformances.lazy.flatMap { Self.conformedProtocols($0, compositions) }.compactMap { protocolCoders[$0] }
                if t.decoder == nil, let decoder = coders.lazy.compactMap(\.decoder).first { byName[name]?.decoder = decoder }
                if t.encoder == nil, let encoder = coders.lazy.compactMap(\.encoder).first { byName[name]?.encoder = encoder }
            }
        }
        // `extension Work { enum CodingKeys … }` is scanned as the type `Work.CodingKeys`.
        for (name, t) in byName where t.codingKeys == nil && t.kind != .enum {
            if let keys = byName[name + ".CodingKeys"], keys.kind == .enum { byName[name]?.codingKeys = keys.cases }
        }
        resolveKeyTags(&byName)
        return byName
    }

    /// A helper that only calls another (`decodeSpotifyImages` → `decodeAndUnwrapArray`)
    /// tolerates a missing key when the one it calls does.
    static func resolvedHelpers(_ helpers: [ScannedCodingHelper]) -> [ScannedCodingHelper] {
        var resolved = helpers
        var changed = true
        while changed {
            changed = false
            let tolerant = Set(resolved.filter(\.toleratesAbsence).map(\.name))
            for i in resolved.indices where !resolved[i].toleratesAbsence && resolved[i].calls.contains(where: tolerant.contains) {
                resolved[i].toleratesAbsence = true
                changed = true
            }
        }
        return resolved
    }

    static let knownJSONValueTypes: Set<String> = ["AnyCodable", "AnyDecodable", "AnyEncodable", "JSONValue", "JSON", "AnyJSON", "JSONAny", "AnyCodableValue", "CodableValue"]

    /// Whether an enum is a JSON value: cases holding a string, a number, a bool, and an
    /// array or object. Returns whether it has a case for `null`, or nil when it is not one.
    static func jsonValueShape(_ t: ScannedType) -> Bool? {
        // A string, a bool, a number and a collection case at least: most enums have none.
        guard t.cases.count >= 4 else { return nil }
        let payloads = t.cases.compactMap { $0.associatedValues.first.map { SwiftTypeShape(payloadType($0)) } }
        func holds(_ names: Set<String>) -> Bool { payloads.contains { $0.simpleName.map(names.contains) == true } }
        let collection = payloads.contains { if case .array = $0 { return true }; if case .dictionary = $0 { return true }; return false }
        guard holds(["String"]), holds(["Bool"]), holds(DTOAuditor.numericTypes), collection else { return nil }
        return t.cases.contains { $0.associatedValues.isEmpty && ["null", "none", "nil", "empty"].contains($0.name.lowercased()) }
    }

    /// `value: String` → `String`: an associated value's type without its label.
    static func payloadType(_ text: String) -> String {
        guard let colon = text.firstIndex(of: ":"), !text[..<colon].hasByte(UInt8(ascii: "[")) else { return text }
        return text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }

    /// Whether a type decodes and encodes, as the app uses it (`TypeDirections`). A type
    /// the scan does not know as Codable is taken as both.
    func directions(of type: ScannedType) -> (decodes: Bool, encodes: Bool) {
        guard let d = typeDirections[type.name] else { return (true, true) }
        return (d.decodes, d.encodes)
    }

    /// A name that says the app sends it: the weakest evidence, used only when no use is seen.
    static func namesARequest(_ name: String) -> Bool {
        contains(name, "Request") && !contains(name, "Response")
    }

    /// Whether `text` contains `word`, byte by byte (Foundation's `range(of:)` costs far more).
    static func contains(_ text: String, _ word: StaticString) -> Bool {
        contains(text, UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount))
    }

    /// The same for a word held in a string (a mark that the audit also writes into its notes).
    static func contains(_ text: String, _ word: String) -> Bool {
        var word = word
        return word.withUTF8 { contains(text, $0) }
    }

    private static func contains(_ text: String, _ needle: UnsafeBufferPointer<UInt8>) -> Bool {
        func search<Bytes: RandomAccessCollection>(_ bytes: Bytes) -> Bool where Bytes.Element == UInt8, Bytes.Index == Int {
            guard bytes.count >= needle.count, !needle.isEmpty else { return needle.isEmpty }
            let base = bytes.startIndex
            for start in base...(base + bytes.count - needle.count) where bytes[start] == needle[0] {
                if (0..<needle.count).allSatisfy({ bytes[start + $0] == needle[$0] }) { return true }
            }
            return false
        }
        // In place when the string's bytes are contiguous (native strings are), copied otherwise.
        return text.utf8.withContiguousStorageIfAvailable(search) ?? search(Array(text.utf8))
    }

    /// The key enum a container names, seen from `type`: nested in it or an enclosing type, or top level.
    func keyEnum(_ name: String, from type: String) -> ScannedType? {
        var scope = type
        while true {
            if let t = types[scope.isEmpty ? name : scope + "." + name], t.kind == .enum { return t }
            guard !scope.isEmpty else { return nil }
            scope = Self.enclosingScope(scope)
        }
    }

    /// The type a name refers to from inside `type`: nested first, then enclosing scopes.
    func resolve(_ name: String, from type: String) -> ScannedType? {
        // Most names (`String`, a top-level model) are no nested type's: no scope is climbed.
        guard nestedNameTails.contains(name) else { return types[name] }
        var scope = type
        while true {
            if let t = types[scope.isEmpty ? name : scope + "." + name] { return t }
            guard !scope.isEmpty else { return nil }
            scope = Self.enclosingScope(scope)
        }
    }

    static func nameTails(_ names: some Sequence<String>) -> Set<String> {
        var tails = Set<String>()
        for name in names {
            var rest = Substring(name)
            while let dot = rest.utf8.firstIndex(of: UInt8(ascii: ".")) {
                rest = rest[rest.index(after: dot)...]
                tails.insert(String(rest))
            }
        }
        return tails
    }

    /// `Outer.Inner` → `Outer`, `Outer` → ``: the dot found as a byte (`String.lastIndex(of:)`
    /// compares Characters, and every field's type lookup climbs its scopes).
    static func enclosingScope(_ scope: String) -> String {
        scope.utf8.lastIndex(of: UInt8(ascii: ".")).map { String(scope[..<$0]) } ?? ""
    }

    /// Whether reading a key with this method (and type) tolerates its absence: a helper in
    /// an extension of `KeyedDecodingContainer` whose body does, or one the scan cannot see
    /// that takes a fallback argument.
    func helperToleratesAbsence(method: String, labels: [String], type: String?) -> Bool? {
        // The two most common methods are known without hashing; most apps declare no helper at all.
        let standard = (method == "decode" || method == "decodeIfPresent" || CodingBodyReader.standardDecodeMethods.contains(method))
            && labels.allSatisfy { $0 == "forKey" }
        let named = helpersByName.isEmpty ? [] : helpersByName[method] ?? []
        // Most reads are `decode(T.self, forKey:)` in an app with no overload of it.
        if standard && named.isEmpty { return nil }
        let base = type.map { SwiftTypeShape($0).unwrapped }.flatMap { shape -> String? in if case .named(let n, _) = shape { n } else { nil } }
        let candidates = named.filter { h in
            standard ? h.firstParameterType.map { Self.typeName(of: $0) } == base.map(lastComponent) : true
        }
        // `decode(key:)` beside the standard `decode(_:forKey:)`: the overload with the read's labels.
        let labelled = candidates.filter { $0.labels == labels }
        if let found = labelled.first { return found.toleratesAbsence || labelled.contains(where: \.toleratesAbsence) }
        if let found = candidates.first { return found.toleratesAbsence || candidates.contains(where: \.toleratesAbsence) }
        if standard { return nil }
        // An unseen helper: a fallback argument (`default:`, `defaultValue:`) says it tolerates absence.
        return labels.contains { ["default", "defaultValue", "fallback", "or", "orDefault", "defaultTo"].contains($0) } || method != "decode"
    }

    /// `DefaultEmpty<T>.Type` → `DefaultEmpty`.
    static func typeName(of parameterType: String) -> String {
        var text = Substring(parameterType)
        if text.hasSuffix(".Type") { text = text.dropLast(5) }
        if let angle = text.firstIndex(of: "<") { text = text[..<angle] }
        return lastComponent(String(text))
    }
}
