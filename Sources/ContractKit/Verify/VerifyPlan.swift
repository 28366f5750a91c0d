// Verify: decoding the contract's example payloads through the app's own Swift types, and
// what the round trip lost. The CLI compiles and runs the program; this stage writes it
// and reads its results.

/// What `verify` decodes: each contract type paired with a Swift type, and its payloads.
public struct VerifyPlan: Sendable {
    public struct Subject: Sendable, Equatable {
        /// The contract type.
        public var contractType: String
        /// The Swift type's qualified name: `ResponseEnvelope.ApiErrorInfo`.
        public var swiftType: String
        /// How the harness names it: a type nested in a generic one gets placeholder
        /// arguments, `ResponseEnvelope<String>.ApiErrorInfo`.
        public var swiftExpression: String
        /// The file that declares it.
        public var file: String
        public var payloads: [ExamplePayload]
        /// Why the type gets no payloads: a required field whose JSON form verify does not know.
        public var unknowable: String?
        /// Recorded payloads of a contract type as written (`ResponseEnvelope<WorkDTO>`),
        /// not the generated ones of a declaration.
        public var isRecorded = false
    }

    public var subjects: [Subject]
    /// Contract types that get payloads but no Swift type was paired with.
    public var unpaired: [String]
    /// The decoder the app uses for each Swift type.
    public var decoders: AppDecoders

    /// Pairs contract types with Swift types exactly as the audit does (its result's
    /// correspondences), and makes every payload for each.
    public static func make(schema: Schema, audit: AuditResult, dtos: [ScannedFile], config: VerifyConfig,
                            variants: Set<ExampleVariant>? = nil) -> VerifyPlan {
        var genericArity: [String: Int] = [:]
        for file in dtos { for t in file.types where !t.genericParameters.isEmpty { genericArity[t.name] = t.genericParameters.count } }
        let maker = ExamplePayloads(schema: schema)
        let pairs = Dictionary(audit.correspondences.map { ($0.contract, $0) }, uniquingKeysWith: { a, _ in a })
        var subjects: [Subject] = []
        var unpaired: [String] = []
        for decl in schema.declarations where ExamplePayloads.isExampled(decl) && decl.isExported {
            guard let pair = pairs[decl.name] else { unpaired.append(decl.name); continue }
            // A generic Swift type paired with a contract type that has no generic parameters (an
            // OpenAPI document has none): its type argument is unknown, so it is not decoded,
            // as a generic contract type is not.
            if genericArity[pair.swift] != nil { continue }
            let unknowable = maker.unknowable(decl)
            var payloads = unknowable != nil ? [] : maker.payloads(for: decl)
            payloads += fractionProbes(decl, payloads.first { $0.variant == .full }, fieldRows: audit.fieldRows)
            payloads = payloads.filter { variants?.contains($0.variant) ?? true }
            subjects.append(Subject(contractType: decl.name, swiftType: pair.swift, swiftExpression: expression(pair.swift, genericArity),
                                    file: pair.swiftLocation.file, payloads: payloads, unknowable: unknowable))
        }
        let decoders = AppDecoders.resolve(dtos, config: config, subjects: subjects.map(\.swiftType))
        return VerifyPlan(subjects: subjects, unpaired: unpaired, decoders: decoders)
    }

    /// For each `number` field the Swift type holds as an integer (`Int`, `Int64`…), the
    /// full payload with `1.5` there: JavaScript numbers are doubles, and a backend that
    /// sends a fraction fails the whole payload. Inline objects' fields are probed too;
    /// referenced types are probed as subjects of their own.
    static func fractionProbes(_ decl: Declaration, _ full: ExamplePayload?, fieldRows: [String: [AuditResult.FieldRow]]) -> [ExamplePayload] {
        guard let full else { return [] }
        var probes: [ExamplePayload] = []
        func walk(_ fields: [Field], _ rowsKey: String, _ path: [String]) {
            let rows = Dictionary((fieldRows[rowsKey] ?? []).map { ($0.field, $0) }, uniquingKeysWith: { a, _ in a })
            for field in fields {
                let here = path + [field.name]
                if case .object(let inner) = field.type.unwrappingCollections {
                    walk(inner, rowsKey + "." + field.name, here)
                    continue
                }
                guard field.type.unwrappingCollections == .primitive(.number), let swift = rows[field.name]?.swift,
                      SwiftNumbers.isInteger(swift) else { continue }
                let probe = full.value.replacing(here[...]) { _ in .number(1.5, isInteger: false) }
                if probe != full.value { probes.append(ExamplePayload(type: decl.name, variant: .fractionProbe(here.joined(separator: ".")), value: probe)) }
            }
        }
        walk(decl.fields ?? [], decl.name, [])
        return probes
    }

    /// Subjects for recorded payloads, one per contract type as written, decoded into the
    /// Swift types the audit paired with its names: `ResponseEnvelope<BookSearchResponse>`
    /// is decoded as the Swift `ResponseEnvelope<BookSearchResponse>`, whatever the Swift
    /// names are. `undeclared`: each payload's keys the contract does not declare.
    public mutating func add(recorded: [RecordedPayload], undeclared: [Set<String>], audit: AuditResult) {
        let pairs = Dictionary(audit.correspondences.map { ($0.contract, $0) }, uniquingKeysWith: { a, _ in a })
        var byExpression: [String: Int] = [:]
        for (i, payload) in recorded.enumerated() {
            var pairs = pairs
            if let named = Self.namedSwiftType(payload, audit.correspondences) { pairs[named.contract] = named }
            let (expression, missing) = Self.swiftExpression(payload.type, pairs)
            let base: String = if case .reference(let name, _) = payload.type { name } else { payload.typeText }
            var example = ExamplePayload(type: base, variant: .recorded(payload.source), value: payload.value.exampleValue)
            example.ignoredPaths = i < undeclared.count ? undeclared[i] : []
            let key = missing.map { "unpaired " + $0 } ?? expression
            if let index = byExpression[key] {
                subjects[index].payloads.append(example)
                continue
            }
            byExpression[key] = subjects.count
            let file: String = if case .reference(let name, _) = payload.type.unwrappingCollections { pairs[name]?.swiftLocation.file ?? "" } else { "" }
            var subject = Subject(contractType: base, swiftType: expression, swiftExpression: expression, file: file, payloads: [example],
                                  unknowable: missing.map { "no Swift type is paired with \($0), so \(payload.typeText) was only checked against the contract" })
            subject.isRecorded = true
            subjects.append(subject)
        }
    }

    /// The pair whose Swift type the payload names (`"type": "OrderDTO"`), when a contract
    /// type is read by more than one Swift type: the payload is decoded into the one it names.
    static func namedSwiftType(_ payload: RecordedPayload, _ correspondences: [Correspondence]) -> Correspondence? {
        guard case .reference(let contract, _) = payload.type.unwrappingCollections else { return nil }
        let written = String(payload.typeText.prefix { $0 != "<" && $0 != "[" && $0 != " " })
        guard written != contract else { return nil }
        return correspondences.first { $0.contract == contract && ($0.swift == written || $0.swift.hasSuffix("." + written)) }
    }

    /// The Swift type a contract type names, and the first contract name with no Swift type.
    static func swiftExpression(_ type: TypeRef, _ pairs: [String: Correspondence]) -> (String, missing: String?) {
        switch type {
        case .primitive(.string): return ("String", nil)
        case .primitive(.number): return ("Double", nil)
        case .primitive(.integer): return ("Int", nil)
        case .primitive(.boolean): return ("Bool", nil)
        case .array(let inner):
            let (element, missing) = swiftExpression(inner, pairs)
            return ("[\(element)]", missing)
        case .reference(let name, let arguments):
            guard let swift = pairs[name]?.swift else { return (name, name) }
            var missing: String?
            let rendered = arguments.map { argument -> String in
                let (text, gap) = swiftExpression(argument, pairs)
                missing = missing ?? gap
                return text
            }
            return (rendered.isEmpty ? swift : swift + "<" + rendered.joined(separator: ", ") + ">", missing)
        default:
            return ("", type.typeScriptText)
        }
    }

    /// `Outer.Inner` with `String` for each generic parameter of an enclosing type.
    static func expression(_ qualified: String, _ genericArity: [String: Int]) -> String {
        let parts = qualified.split(separator: ".").map(String.init)
        var prefix = ""
        var out: [String] = []
        for (i, part) in parts.enumerated() {
            prefix = prefix.isEmpty ? part : prefix + "." + part
            let arity = i < parts.count - 1 ? genericArity[prefix] ?? 0 : 0
            out.append(arity == 0 ? part : part + "<" + Array(repeating: "String", count: arity).joined(separator: ", ") + ">")
        }
        return out.joined(separator: ".")
    }
}

extension TypeRef {
    /// The type inside arrays, maps and nullability: `number` for `(number | null)[]`.
    var unwrappingCollections: TypeRef {
        switch self {
        case .array(let inner), .map(let inner), .nullable(let inner): inner.unwrappingCollections
        default: self
        }
    }
}

/// Swift's number types, as a property's type text writes them.
enum SwiftNumbers {
    static let integers: Set<String> = ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"]

    /// `Int`, `Int?`, `[Int]`, `[String: Int]?`: the number type inside optionals and collections.
    static func base(_ swift: String) -> String {
        var t = swift.trimmingSpaces()
        while true {
            if t.hasSuffix("?") || t.hasSuffix("!") { t.removeLast(); continue }
            if t.hasPrefix("Optional<") && t.hasSuffix(">") { t = String(t.dropFirst(9).dropLast()); continue }
            if t.hasPrefix("["), t.hasSuffix("]") {
                let inner = t.dropFirst().dropLast()
                t = String(inner.split(separator: ":").last ?? inner).trimmingSpaces()
                continue
            }
            return t.hasPrefix("Swift.") ? String(t.dropFirst(6)) : t
        }
    }

    static func isInteger(_ swift: String) -> Bool { integers.contains(base(swift)) }
}

extension ExampleValue {
    /// The value with `transform` applied at a key path; every element of an array on the way.
    func replacing(_ keys: ArraySlice<String>, _ transform: (ExampleValue) -> ExampleValue) -> ExampleValue {
        guard let key = keys.first else { return transform(self) }
        switch self {
        case .object(let members):
            return .object(members.map { $0.0 == key ? ($0.0, $0.1.replacing(keys.dropFirst(), transform)) : $0 })
        case .array(let items):
            return .array(items.map { $0.replacing(keys, transform) })
        default:
            return self
        }
    }
}
