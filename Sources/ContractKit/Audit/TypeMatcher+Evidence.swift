/// A pair made by name needs evidence of shape: the Swift type must read a fair share of
/// the contract type's fields (wire keys compared with case, `_` and `-` folded, so that a
/// pure snake↔camel rename still pairs), with types that do not plainly contradict. Names
/// alone paired `Pagination` (a request's `limit`, `cursor`) with the app's `Pagination`
/// (`page`, `total`), and every field became an error.
extension TypeMatcher {
    struct ShapeEvidence {
        var shared: Int
        var contractFields: Int
        var swiftKeys: Int
        /// Of `shared`, those read under the contract's own key (not only its case or separators folded).
        var exact = 0

        /// Half of either side is shared (a deliberately partial mirror still pairs), or one
        /// side has nothing to compare.
        var supports: Bool {
            if contractFields == 0 || swiftKeys == 0 { return true }
            return shared > 0 && (shared * 2 >= contractFields || shared * 2 >= swiftKeys)
        }

        /// Support for a pair whose name is the contract type's own (the same name, or the name
        /// once the prefix every contract type shares is dropped): a third of the Swift type's keys,
        /// and at least three, are the contract's. An app's model of a large API entity reads a
        /// few of its fields beside state of its own (`Course` reads 6 of `CanvasCourse`'s 50,
        /// and keeps its pages and modules under keys of its own).
        var supportsTheSameName: Bool {
            supports || (shared >= TypeMatcher.strongShapeKeys && shared * 3 >= swiftKeys)
        }

        /// The same counting only the keys read under the contract's own name.
        var supportsByExactKeys: Bool {
            if contractFields == 0 || swiftKeys == 0 { return true }
            return exact > 0 && (exact * 2 >= contractFields || exact * 2 >= swiftKeys)
        }

        /// How strongly, for choosing among several candidates.
        var score: Double {
            Double(shared) / Double(max(1, contractFields)) + Double(shared) / Double(max(1, swiftKeys))
        }

        /// The same with a key that matches only once case and separators are folded counted
        /// half: the Swift type's own coder reads the contract's keys, or a namesake's.
        var fit: Double {
            let weighed = Double(exact) + Double(shared - exact) / 2
            return weighed / Double(max(1, contractFields)) + weighed / Double(max(1, swiftKeys))
        }
    }

    /// How much of `decl`'s shape `swift` reads. Only object declarations against structs,
    /// classes and actors are weighed; any other pair has nothing to compare.
    /// Weighed once a pair: the assignment and the namesake check ask about the same pairs.
    mutating func evidence(_ decl: Declaration, _ swift: ScannedType) -> ShapeEvidence {
        guard decl.kind == .object, swift.kind == .struct || swift.kind == .class || swift.kind == .actor else {
            return ShapeEvidence(shared: 0, contractFields: 0, swiftKeys: 0)
        }
        // By where the declaration is, too: a name alone need not say which declaration it is.
        let key = EvidenceKey(contract: decl.name, location: decl.location, swift: swift.name)
        if let known = evidenceCache.known[key] { return known }
        let found = Self.evidence(decl, wire(swift))
        evidenceCache.known[key] = found
        return found
    }

    /// Each contract object's shape evidence against its same-name Swift type, weighed on all cores
    /// once their wire models are built: the first assignment asks for every one of them.
    mutating func preweigh(_ namesakes: [(Declaration, ScannedType)]) {
        let pairs = namesakes.filter { decl, t in decl.kind == .object && wireNames[t.name] != nil }
        let models = pairs.map { wireNames[$0.1.name]! }
        let decls = pairs.map(\.0)
        let weighed = Parallel.chunks(pairs.count, serialBelow: 200) { range in range.map { Self.evidence(decls[$0], models[$0]) } }
        for (i, found) in weighed.joined().enumerated() {
            evidenceCache.known[EvidenceKey(contract: decls[i].name, location: decls[i].location, swift: models[i].type.name)] = found
        }
    }

    struct EvidenceKey: Hashable {
        let contract: String
        let location: SourceLocation
        let swift: String
    }

    /// The shape evidence weighed so far: a function of the declaration and the Swift type's
    /// wire model, which never changes once built.
    struct EvidenceCache {
        var known: [EvidenceKey: ShapeEvidence] = [:]
    }

    /// The same from the Swift type's wire model, built already: weighed on any core.
    static func evidence(_ decl: Declaration, _ model: WireModel) -> ShapeEvidence {
        let swift = model.type
        guard decl.kind == .object, swift.kind == .struct || swift.kind == .class || swift.kind == .actor else {
            return ShapeEvidence(shared: 0, contractFields: 0, swiftKeys: 0)
        }
        let keyCount = model.keyIndex.count
        let fields = decl.fields ?? []
        var shared = 0, exact = 0
        // Folded names only for the fields no key reads by their exact name: most pairs need none.
        var byFolded: [String: WireModel.Key]?
        for field in fields {
            var found = model.key(forWireName: field.name)
            let exactly = found != nil
            if found == nil {
                if byFolded == nil {
                    byFolded = [:]
                    for key in model.keys where model.decodes ? key.decodes : key.encodes { byFolded![WireModel.folded(key.name)] = key }
                }
                found = byFolded![WireModel.folded(field.name)]
            }
            guard let key = found, !Self.plainlyContradicts(field.type, key.swiftType) else { continue }
            shared += 1
            if exactly { exact += 1 }
        }
        let found = ShapeEvidence(shared: shared, contractFields: fields.count, swiftKeys: keyCount, exact: exact)
        // A type read partly may read any key, so the fields it lacks say nothing; but the keys
        // it surely reads still do: a cache envelope that shares one key of its own five with
        // the contract's namesake is another shape, whatever it keeps beside them.
        if !model.partial.isEmpty, found.supports { return ShapeEvidence(shared: 0, contractFields: 0, swiftKeys: 0) }
        return found
    }

    /// A string held by a number or a Bool, a number by a String, an array by a scalar, an
    /// inline object by a list or a scalar:
    /// kinds of JSON value that can never meet.
    static func plainlyContradicts(_ type: TypeRef, _ swiftText: String?) -> Bool {
        guard let swiftText else { return false }
        var type = type
        while case .nullable(let inner) = type { type = inner }
        // Only these kinds can contradict: the text is read for them alone.
        switch type {
        case .primitive(.string), .formattedString, .primitive(.number), .primitive(.integer), .primitive(.boolean), .array: break
        case .object(let fields) where !fields.isEmpty: break
        default: return false
        }
        let kind = SwiftTextKind(swiftText)
        switch type {
        case .primitive(.string), .formattedString:
            return kind == .array || kind == .bool || kind == .numeric
        case .primitive(.number), .primitive(.integer):
            return kind == .array || kind == .string || kind == .bool
        case .primitive(.boolean):
            return kind == .array || kind == .string || kind == .numeric
        case .object:
            // `dimming: { brightness: number }` is never a list or a scalar.
            return kind != .other
        default:
            return kind == .string || kind == .bool || kind == .numeric
        }
    }

    /// A Swift type's text at its simplest, as the contradiction check compares it: an array
    /// (`[X]`, not a dictionary), or a plain name (`Swift.String?` → `String`), read as bytes,
    /// for every field of every candidate asks.
    enum SwiftTextKind {
        case array, string, bool, numeric, other

        init(_ swiftText: String) {
            var text = swiftText
            self = text.withUTF8 { b in
                if b.first == UInt8(ascii: "[") { return b.contains(UInt8(ascii: ":")) ? .other : .array }
                if b.contains(UInt8(ascii: "<")) { return .other }
                let start = b.lastIndex(of: UInt8(ascii: ".")).map { $0 + 1 } ?? 0
                var end = start
                while end < b.count, b[end] != UInt8(ascii: "?"), b[end] != UInt8(ascii: "!") { end += 1 }
                let name = UnsafeBufferPointer(rebasing: b[start..<end])
                if name.elementsEqual("String".utf8) { return .string }
                if name.elementsEqual("Bool".utf8) { return .bool }
                return DTOAuditor.numericTypes.contains(String(decoding: name, as: UTF8.self)) ? .numeric : .other
            }
        }
    }

    /// The contract's fields the Swift type reads under the key the app expects: with
    /// `.convertFromSnakeCase` a camelCase key (`purchaseDate`) still decodes, but the app
    /// expects `purchase_date`, so only keys of one word or in snake_case count.
    static func keysAsSent(_ decl: Declaration, _ model: WireModel) -> Int {
        var count = 0
        for field in decl.fields ?? [] {
            guard let key = model.key(forWireName: field.name), !plainlyContradicts(field.type, key.swiftType) else { continue }
            if model.convertsFromSnakeCase, field.name.contains(where: \.isUppercase) { continue }
            count += 1
        }
        return count
    }

    /// The note for a candidate the shape does not support.
    static func weakNote(_ decl: Declaration, _ swift: ScannedType, _ e: ShapeEvidence, how: String) -> String {
        "\(decl.name) was not paired with \(swift.name), which has \(how) but shares \(e.shared) of \(e.contractFields) fields; pin it in contractkit.json under audit.types if it is the same type"
    }
}
