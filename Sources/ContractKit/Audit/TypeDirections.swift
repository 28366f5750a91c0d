/// Which way each Codable Swift type travels, decided by what the app does with it, never by
/// its name: a type the app decodes is a response (it receives it), whatever it is called; a
/// type it only encodes is a request; one it does both with is both.
///
/// The evidence, strongest first: `Decodable`-only or `Encodable`-only conformance; a decode
/// (`decode([T].self, …)`, a call of the app's decode helpers with `T.self` or a typed result,
/// `let x: T = try await send(…)`) or an encode (`encode(x)`) of the type; a stored property
/// of a type whose direction is known (a decoded type's properties are decoded). Only when
/// nothing is known does a name that says request (`…Request`) make a `Codable` type a sender,
/// and not when the contract receives a type of that very name (`MediaRequest`).
struct TypeDirection: Sendable, Equatable {
    var decodes: Bool
    var encodes: Bool
    /// What decided it: "decoded at Sync.swift:12", "Encodable only", "the name (no use seen)".
    var evidence: String

    /// The app's own code says it decodes the type (a decode of it or of a type that holds
    /// it, or `Decodable` alone), not only that it could.
    var decodeSeen = false

    /// Only the conformance or the name decided it: no decode or encode of it was seen.
    var isGuess = false

    /// The app decodes the type itself somewhere (`decode([T].self, …)`, a decode helper's
    /// typed result, an `async throws -> T` fetch), not only inside a holder.
    var hasDecodeSite = false

    /// Some decode or encode of the type, or of a type that holds it, was seen; false when only
    /// its conformance (or its name) decided the direction (`TypeMatcher+BuiltByHand`).
    var useSeen = true

    /// `response`, `request` or `both`, as the report says it.
    var label: String { decodes && encodes ? "both" : decodes ? "response" : "request" }
}

enum TypeDirections {
    /// The direction of every Codable type among `types`.
    static func build(types: [String: ScannedType], codable: CodableTypes, files: [ScannedFile], receivedNames: Set<String> = []) -> [String: TypeDirection] {
        var byLast: [String: [String]] = [:]
        var codableNames = Set<String>()
        byLast.reserveCapacity(types.count)
        codableNames.reserveCapacity(types.count)
        for name in types.keys where codable.contains(name) {
            byLast[lastComponent(name), default: []].append(name)
            codableNames.insert(name)
        }
        // `typealias FormatResult = [TextEdit]?`: a use of the alias is a use of what it names.
        var aliases: [String: String] = [:]
        for file in files { for alias in file.typeAliases where aliases[alias.name] == nil { aliases[alias.name] = alias.target } }
        // The same few type texts (`String`, `[Tag]?`) come back for every property: each is parsed once.
        var elementNames: [String: [String]] = [:]
        func resolve(_ text: String, from scope: String?) -> [String] { resolve(text, from: scope, aliasDepth: 0) }
        func resolve(_ text: String, from scope: String?, aliasDepth: Int) -> [String] {
            let names: [String]
            if let known = elementNames[text] { names = known } else {
                names = SwiftTypeShape(text).elementNames
                elementNames[text] = names
            }
            return names.flatMap { name -> [String] in
                if let named = named(name, from: scope) { return [named] }
                guard aliasDepth < 4, let target = aliases[name] else { return [] }
                // Each type it names, generic arguments too (`Either<[Symbol], [Item]>?` decodes one of them).
                return target.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") })
                    .flatMap { resolve(String($0), from: scope, aliasDepth: aliasDepth + 1) }
            }
        }
        func named(_ name: String, from scope: String?) -> String? {
            // No Codable type ends in that name (`String`, `Date`): nothing in any scope to look up.
            guard let found = byLast[lastComponent(name)] else { return nil }
            // As Swift scopes it: nested in the holder, then in each enclosing type.
            var outer = scope ?? ""
            while !outer.isEmpty {
                let nested = outer + "." + name
                if codableNames.contains(nested) { return nested }
                outer = WireContext.enclosingScope(outer)
            }
            if codableNames.contains(name) { return name }
            return found.count == 1 ? found[0] : nil
        }
        let helpers = Set(files.flatMap { $0.codingUses.filter { $0.kind == .decodeHelper }.map(\.type) })
        let uses = readUses(files, helpers: helpers, types: types, resolve: resolve, named: { named($0, from: nil) })
        var decoded = uses.decoded, encoded = uses.encoded
        placeQueryOptions(&encoded, decoded: decoded, types: types, codable: codable, files: files)
        let directEncodes = Set(encoded.keys)
        // A `Decodable`-only type is decoded wherever it is, and so are its properties; the same for encoding.
        // Filtered into new sets: few types go one way only, and subtracting copies a whole set first.
        let decodeOnly = Set(codable.decodable.lazy.filter { !codable.encodable.contains($0) })
        let encodeOnly = Set(codable.encodable.lazy.filter { !codable.decodable.contains($0) })
        let members = { (text: String, holder: ScannedType) in genericMembers(text, of: holder, byLast: byLast) }
        propagate(&encoded, from: encodeOnly, types: types, resolve: resolve, members: members, verb: "encoded")
        placeSentGenericArguments(&encoded, decoded: decoded, files: files, types: types, resolve: resolve, members: members)
        let unrun = withdrawDecoderBodyDecodes(&decoded, uses.inDecoderBodies, plain: uses.plainDecodes, encoded: encoded, decodeOnly: decodeOnly)
        let decodeSites = Set(decoded.keys)
        let direct = Set(decoded.keys).union(directEncodes)
        propagate(&decoded, from: decodeOnly, types: types, resolve: resolve, members: members, verb: "decoded")
        placeDecoderBodyDecodes(&decoded, unrun, types: types, resolve: resolve, members: members)
        keepBothWays(&decoded, &encoded, direct: direct, types: types, codable: codable, aliasNames: Set(aliases.keys), resolve: resolve)
        placeFetchArguments(&encoded, decoded: decoded, files: files, types: types, helpers: helpers, resolve: resolve)
        var directions: [String: TypeDirection] = [:]
        directions.reserveCapacity(codableNames.count)
        for name in codableNames {
            var found = direction(name, codable: codable, decoded: decoded[name], encoded: encoded[name], received: receivedNames.contains(lastComponent(name)))
            found.hasDecodeSite = decodeSites.contains(name)
            directions[name] = found
        }
        return directions
    }

    /// What each decode and encode the app's files show says of the types it names: the first
    /// decode and encode of each, and decodes written in a holder's own `init(from:)`, settled
    /// once the holders are placed (`inDecoderBodies`), apart from the others (`plainDecodes`).
    static func readUses(_ files: [ScannedFile], helpers: Set<String>, types: [String: ScannedType], resolve: (String, String?) -> [String],
                         named: (String) -> String?) -> (decoded: [String: String], encoded: [String: String],
                                                         inDecoderBodies: [DecoderBodyDecode], plainDecodes: Set<String>) {
        var decoded: [String: String] = [:], encoded: [String: String] = [:]
        var inDecoderBodies: [DecoderBodyDecode] = [], plainDecodes = Set<String>()
        for file in files.sorted(by: { $0.path < $1.path }) where !file.codingUses.isEmpty {
            let fileName = lastPathComponent(file.path)
            for use in file.codingUses {
                // Most uses place nothing (a container's `CodingKeys.self`): the text only when one does.
                var at: String { "\(fileName):\(use.line)" }
                switch use.kind {
                case .decode:
                    let holder = decoderBodyHolder(use, named: named)
                    for name in resolve(use.type, use.scope) {
                        if decoded[name] == nil { decoded[name] = "decoded at \(at)" }
                        if let holder { inDecoderBodies.append(DecoderBodyDecode(holder: holder, type: name, evidence: "decoded at \(at)")) } else { plainDecodes.insert(name) }
                    }
                case .typeArgument, .typedResult:
                    guard let callee = use.callee, helpers.contains(callee) else { continue }
                    for name in resolve(use.type, use.scope) where decoded[name] == nil { decoded[name] = "decoded through \(callee)(…) at \(at)"; plainDecodes.insert(name) }
                case .encode:
                    for name in resolve(use.type, nil) where encoded[name] == nil { encoded[name] = "encoded at \(at)" }
                case .asyncResult:
                    for name in resolve(use.type, nil) where decoded[name] == nil { decoded[name] = "fetched by \(use.callee ?? "")(…) async throws at \(at)"; plainDecodes.insert(name) }
                case .memberEncode:
                    // `encode(request.body)`: the type the holder declares that property with.
                    for name in memberTypes(use, types: types, resolve: resolve) where encoded[name] == nil { encoded[name] = "encoded at \(at)" }
                case .decodeHelper, .queryItem, .fetchArgument:
                    break
                }
            }
        }
        return (decoded, encoded, inDecoderBodies, plainDecodes)
    }

    static func direction(_ name: String, codable: CodableTypes, decoded: String?, encoded: String?, received: Bool = false) -> TypeDirection {
        var found = directionFound(name, codable: codable, decoded: decoded, encoded: encoded, received: received)
        // A holder the app only may decode (`keepBothWays`) is no decode seen.
        found.decodeSeen = found.decodes && (decoded.map { !$0.hasPrefix(heldAlsoBy) } ?? !codable.encodable.contains(name))
        found.useSeen = decoded != nil || encoded != nil
        return found
    }

    static let heldAlsoBy = "held also by "

    static func directionFound(_ name: String, codable: CodableTypes, decoded: String?, encoded: String?, received: Bool) -> TypeDirection {
        let canDecode = codable.decodable.contains(name), canEncode = codable.encodable.contains(name)
        if canDecode && !canEncode { return TypeDirection(decodes: true, encodes: false, evidence: "Decodable only" + (decoded.map { ", \($0)" } ?? "")) }
        if canEncode && !canDecode { return TypeDirection(decodes: false, encodes: true, evidence: "Encodable only" + (encoded.map { ", \($0)" } ?? "")) }
        switch (decoded, encoded) {
        case let (d?, e?): return TypeDirection(decodes: true, encodes: true, evidence: "\(d); \(e)")
        case let (d?, nil): return TypeDirection(decodes: true, encodes: false, evidence: d)
        case let (nil, e?): return TypeDirection(decodes: false, encodes: true, evidence: e)
        case (nil, nil):
            // A name the contract gives a type it receives (`MediaRequest`) is its noun, not a request.
            if !received, WireContext.namesARequest(lastComponent(name)) {
                return TypeDirection(decodes: false, encodes: true, evidence: "the name says a request (no decode or encode seen)", isGuess: true)
            }
            return TypeDirection(decodes: true, encodes: true, evidence: "Codable (no decode or encode seen)", isGuess: true)
        }
    }

    /// The Codable types that the encoded property of `encode(request.body)` holds: its holder
    /// (`request`'s type, Codable or not, as the file declares it) names it in a stored property.
    static func memberTypes(_ use: CodingUse, types: [String: ScannedType], resolve: (String, String?) -> [String]) -> [String] {
        guard let member = use.member, case .named(let holderName, _) = SwiftTypeShape(use.type).unwrapped,
              let holder = types[holderName],
              let property = holder.properties.first(where: { $0.name == member && !$0.static }), let text = property.type else { return [] }
        return resolve(text, holder.name)
    }

    /// A type the app neither decodes nor encodes, whose keys it sends as URL query items
    /// (`URLQueryItem(name: "page_size", value: options.page_size)`), is a request: a set of
    /// options the app turns into a query. Three in four of its keys, and at least two, must
    /// be sent, so that a response that shares a key or two with a query (`page`) stays unplaced.
    static func placeQueryOptions(_ encoded: inout [String: String], decoded: [String: String], types: [String: ScannedType],
                                  codable: CodableTypes, files: [ScannedFile]) {
        var sent: [String: String] = [:]
        for file in files.sorted(by: { $0.path < $1.path }) {
            for use in file.codingUses where use.kind == .queryItem && sent[use.type] == nil {
                sent[use.type] = "\(lastPathComponent(file.path)):\(use.line)"
            }
        }
        guard sent.count >= 2 else { return }
        for name in types.keys.sorted() where codable.contains(name) && decoded[name] == nil && encoded[name] == nil {
            guard let t = types[name], t.kind != .enum else { continue }
            let keys = t.codingKeys.map { $0.map { $0.rawValue ?? $0.name } } ?? t.properties.filter { $0.stored && !$0.static }.map(\.name)
            let hits = keys.compactMap { sent[$0] }
            guard hits.count >= 2, hits.count * 4 >= keys.count * 3 else { continue }
            encoded[name] = "its keys are sent as URL query items (\(hits[0]))"
        }
    }

    /// A type nothing else places, which the app hands to a function that fetches (an `async
    /// throws` function, or one that returns a decode helper's result), is what it sends; so
    /// are the types its stored properties hold (`options: FormattingOptions` in the parameters
    /// of `func format(_ params: FormatParams) async throws -> [Edit]`), where nothing else
    /// places them either: the app sends them inside it.
    static func placeFetchArguments(_ encoded: inout [String: String], decoded: [String: String], files: [ScannedFile],
                                    types: [String: ScannedType], helpers: Set<String>, resolve: (String, String?) -> [String]) {
        var queue: [String] = []
        for file in files.sorted(by: { $0.path < $1.path }) {
            for use in file.codingUses where use.kind == .fetchArgument && use.callee.map(helpers.contains) != false {
                for name in resolve(use.type, nil) where decoded[name] == nil && encoded[name] == nil {
                    encoded[name] = "passed to a function that fetches at \(lastPathComponent(file.path)):\(use.line)"
                    queue.append(name)
                }
            }
        }
        // Only through the arguments placed here: a type placed otherwise keeps its own evidence.
        var i = 0
        while i < queue.count {
            let name = queue[i]
            i += 1
            guard let t = types[name] else { continue }
            for p in t.properties where p.stored && !p.static {
                for inner in resolve(p.type ?? "", name) where decoded[inner] == nil && encoded[inner] == nil {
                    encoded[inner] = "sent through \(lastComponent(name)).\(p.name)"
                    queue.append(inner)
                }
            }
        }
    }

    /// A decoded type's stored properties (and enum payloads) are decoded too; the same for encoding.
    static func propagate(_ found: inout [String: String], from oneWay: Set<String>, types: [String: ScannedType], resolve: (String, String?) -> [String],
                          members: (String, ScannedType) -> [String] = { _, _ in [] }, verb: String, seeds: [String]? = nil) {
        // From the given types only, when a later step adds a few to what was propagated.
        var queue = seeds ?? (found.keys.sorted() + oneWay.subtracting(found.keys).sorted())
        var seen = Set(queue)
        var i = 0
        while i < queue.count {
            let name = queue[i]
            i += 1
            guard let t = types[name] else { continue }
            var texts: [(String, String)] = t.properties.filter { $0.stored && !$0.static }.compactMap { p in p.type.map { ($0, p.name) } }
            for c in t.cases { texts += c.associatedValues.map { (WireContext.payloadType($0), c.name) } }
            for (text, member) in texts {
                for inner in resolve(text, name) + members(text, t) where found[inner] == nil && seen.insert(inner).inserted {
                    found[inner] = "\(verb) through \(lastComponent(name)).\(member)"
                    queue.append(inner)
                }
            }
        }
    }

    /// The types a generic holder's property names through a member of its generic parameter:
    /// `params: M.Parameters` in `Request<M: Method>` is the `Parameters` of every method the
    /// holder is used with, so each Codable type nested under that name (`ReadResource.Parameters`).
    static func genericMembers(_ text: String, of holder: ScannedType, byLast: [String: [String]]) -> [String] {
        guard !holder.genericParameters.isEmpty, text.hasByte(UInt8(ascii: ".")) else { return [] }
        var found: [String] = []
        for word in text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }) {
            let parts = word.split(separator: ".")
            guard parts.count == 2, holder.genericParameters.contains(String(parts[0])) else { continue }
            found += (byLast[String(parts[1])] ?? []).filter { $0.hasByte(UInt8(ascii: ".")) }.sorted()
        }
        return found
    }

    /// A `Codable` type that only its holders place one way may travel the other way in a
    /// holder the scan cannot place: an `Embed` sent in `NewMessage.embeds` is also read in
    /// `Message.embeds` when nothing says `Message` is only sent. Such a type stays both ways,
    /// and so do the types it holds.
    static func keepBothWays(_ decoded: inout [String: String], _ encoded: inout [String: String], direct: Set<String>,
                             types: [String: ScannedType], codable: CodableTypes, aliasNames: Set<String>,
                             resolve: (String, String?) -> [String]) {
        func oneWay(_ name: String) -> Bool { !direct.contains(name) && (decoded[name] == nil) != (encoded[name] == nil) }
        let placed = Set(decoded.keys).union(encoded.keys).filter { codable.decodable.contains($0) && codable.encodable.contains($0) && oneWay($0) }
        guard !placed.isEmpty else { return }
        let holders = placedHolders(of: placed, types: types, codable: codable, aliasNames: aliasNames, resolve: resolve)
        var changed = true
        while changed {
            changed = false
            for name in placed.sorted() where oneWay(name) {
                let sent = encoded[name] != nil
                // A holder that may go the other way: it can, and nothing places it only this way.
                let other = (holders[name] ?? []).first { h in
                    sent ? codable.decodable.contains(h) && (decoded[h] != nil || encoded[h] == nil)
                         : codable.encodable.contains(h) && (encoded[h] != nil || decoded[h] == nil)
                }
                guard let other else { continue }
                if sent { decoded[name] = heldAlsoBy + "\(lastComponent(other)), which the app may decode" } else { encoded[name] = heldAlsoBy + "\(lastComponent(other)), which the app may encode" }
                changed = true
            }
        }
    }

    /// The Codable types that hold each of `placed` in a stored property, sorted.
    static func placedHolders(of placed: Set<String>, types: [String: ScannedType], codable: CodableTypes, aliasNames: Set<String>,
                            resolve: (String, String?) -> [String]) -> [String: [String]] {
        var holders: [String: [String]] = [:]
        // A property resolves to a placed type only if it names it (or an alias) as a word: the
        // rest, nearly every property of a large app, are passed over without a parse.
        let words = aliasNames.union(placed.map(lastComponent))
        // A few words are searched for as bytes (a superset of naming them, which `resolve` settles).
        let few = words.count <= 8 ? Array(words) : nil
        for (name, type) in types {
            // Read in place, by index: a property's other values need no copy, and a type is
            // looked up as Codable only once one of its properties names a word.
            let properties = type.properties
            var codableHolder: Bool?
            for i in properties.indices where properties[i].stored && !properties[i].static {
                guard let text = properties[i].type, few.map({ $0.contains { WireContext.contains(text, $0) } }) ?? namesAnyOf(text, words) else { continue }
                if codableHolder == nil { codableHolder = codable.contains(name) }
                guard codableHolder == true else { break }
                for inner in resolve(text, name) where placed.contains(inner) { holders[inner, default: []].append(name) }
            }
        }
        for inner in holders.keys { holders[inner]!.sort() }
        return holders
    }

    /// Whether `text` holds one of `words` as a whole identifier (`[Feed.Item]?` holds `Feed` and `Item`).
    static func namesAnyOf(_ text: String, _ words: Set<String>) -> Bool {
        !words.isEmpty && WireContext.firstName(in: text, where: words.contains)
    }

    static func lastPathComponent(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
