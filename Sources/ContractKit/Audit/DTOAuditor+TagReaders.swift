/// The tag of a union arm read by the Swift enum that holds the arm's struct: in
/// ```swift
/// enum Block: Decodable {
///     case call(CallBlock)
///     init(from decoder: Decoder) throws {
///         let c = try decoder.container(keyedBy: CodingKeys.self)
///         switch try c.decode(String.self, forKey: .type) { case "call": self = .call(CallBlock(…)) … }
///     }
/// }
/// ```
/// `CallBlock` has no `type`, and needs none: the enum reads the tag that says which arm a
/// payload is before it builds the struct. The contract's union need not pair with the enum
/// for this to hold (its arms may pair by name with the case structs).
extension DTOAuditor {
    /// For each Swift type a decoding enum's case carries (by its name as written and its last
    /// component), the wire keys that enum's own `init(from:)` reads.
    static func tagReaders(_ types: [String: ScannedType]) -> [String: Set<String>] {
        var readers: [String: Set<String>] = [:]
        for t in types.values where t.kind == .enum && !t.cases.isEmpty {
            guard let decoder = t.decoder, !decoder.reads.isEmpty else { continue }
            let wire = Set(decoder.reads.map { read in
                t.codingKeys?.first { $0.name == read.key }.map { $0.rawValue ?? $0.name } ?? read.key
            })
            for c in t.cases {
                for value in c.associatedValues {
                    let payload = WireContext.payloadType(value).trimmingCharacters(in: ["?", " "])
                    readers[payload, default: []].formUnion(wire)
                    readers[lastComponent(payload), default: []].formUnion(wire)
                }
            }
        }
        return readers
    }

    /// True when an enum that carries `swiftType` reads `key` itself.
    func tagReadByHolder(_ key: String, of swiftType: ScannedType) -> Bool {
        tagReaders[swiftType.name]?.contains(key) == true || tagReaders[lastComponent(swiftType.name)]?.contains(key) == true
    }
}

/// The same for a key that is no union tag of the contract's: in
/// ```swift
/// enum Item: Decodable {
///     case track(Track), user(User)
///     init(from decoder: Decoder) throws {
///         let c = try decoder.container(keyedBy: CodingKeys.self)
///         switch try c.decode(String.self, forKey: .kind) { case "track": self = .track(try Track(from: decoder)) … }
///     }
/// }
/// ```
/// `Track` is decoded from the very object the enum read `kind` from: the key is read (its value
/// chose the case), though `Track` has no property for it. Only a payload the enum builds from its
/// own decoder counts: one built from a nested key is another object.
extension DTOAuditor {
    /// Whether an enum that builds this type from its own decoder reads the field's key (its value
    /// chose the case): an info note says so, and the field is not reported as dropped.
    mutating func readByHandingEnum(_ field: Field, _ t: ObjectTables) -> Bool {
        guard let reader = enumReadingKey(field.name, handingOverTo: t.swiftType), !reachedOnlyDirectly(t.typeName, t.swiftType) else { return false }
        report(.missingField, severity: .info, type: t.typeName, field: field.name,
               "\(t.typeName).\(field.name) has no property in \(t.swiftType.name), but \(reader.name) reads '\(field.name)' from the same object before it decodes \(t.swiftType.name): its value chose the case",
               contract: field.location, swift: location(t.swiftType))
        return true
    }

    /// Whether every contract field that holds `contract` is read by a paired holder whose property
    /// names the struct itself (`Review.author: Artist`): each such holder decodes the payload
    /// without the enum, so no enum reads its keys. A contract type no field holds, or one a field
    /// holds through the enum, a generic parameter or an unpaired holder, may come through the enum.
    mutating func reachedOnlyDirectly(_ contract: String, _ swiftType: ScannedType) -> Bool {
        var holders = 0
        for decl in declarations.values where decl.kind == .object {
            for field in decl.fields ?? [] where field.type.referencedDeclaration == contract {
                holders += 1
                guard let holder = matcher.matches[decl.name]?.type,
                      let text = matcher.wire(holder).key(forWireName: field.name)?.swiftType,
                      SwiftTypeShape(text).elementNames.contains(where: { lastComponent($0) == lastComponent(swiftType.name) }) else { return false }
            }
        }
        return holders > 0
    }

    /// The enum that decodes `swiftType` from its own decoder and reads `key` there, if any.
    func enumReadingKey(_ key: String, handingOverTo swiftType: ScannedType) -> ScannedType? {
        let names = [swiftType.name, lastComponent(swiftType.name)]
        for name in names {
            for holder in handingReaders[name] ?? [] {
                guard let t = matcher.swiftTypes[holder], let decoder = t.decoder else { continue }
                let reads = decoder.reads.contains { read in
                    (t.codingKeys?.first { $0.name == read.key }.map { $0.rawValue ?? $0.name } ?? read.key) == key
                }
                if reads { return t }
            }
        }
        return nil
    }

    /// For each Swift type a decoding enum builds from the enum's own decoder (`Track(from: decoder)`),
    /// by its name as written and its last component: the enums that do, in name order.
    static func handingReaders(_ types: [String: ScannedType]) -> [String: [String]] {
        var readers: [String: [String]] = [:]
        // The few enums whose decoder reads keys and hands on are picked, by name, before they are
        // sorted: an app has many more types, and sorting moves whole declarations.
        let handing = types.filter { _, t in
            guard t.kind == .enum, !t.cases.isEmpty, let decoder = t.decoder else { return false }
            return !decoder.reads.isEmpty && !decoder.delegates.isEmpty
        }
        for name in handing.keys.sorted() {
            let t = handing[name]!, decoder = t.decoder!
            let carried = Set(t.cases.flatMap(\.associatedValues).map { WireContext.payloadType($0).trimmingCharacters(in: ["?", " "]) })
            for delegate in decoder.delegates where carried.contains(delegate) || carried.contains(where: { lastComponent($0) == lastComponent(delegate) }) {
                for name in Set([delegate, lastComponent(delegate)]) where !(readers[name] ?? []).contains(t.name) {
                    readers[name, default: []].append(t.name)
                }
            }
        }
        return readers
    }
}
