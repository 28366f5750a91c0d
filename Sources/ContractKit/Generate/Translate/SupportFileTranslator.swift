/// The support file: `JSONValue` for `any`/`unknown` fields, and when the contract has
/// both envelope formats, `decodeEnvelope(_:as:decoder:)`, which accepts either.
extension TranslationContext {
    /// The two envelope types (a unified one and a legacy one), found by config or by shape.
    struct Envelopes {
        /// `ResponseEnvelope<T>`: `{ data: T | null, metadata, error? }`.
        var unified: Declaration
        /// `ApiResponse<T>`: a union on `success` of `{ success: true, data: T }` and `{ success: false, error }`.
        var legacy: Declaration
    }

    func jsonValueDeclaration() -> SwiftDecl {
        let cases: [(String, String?)] = [("null", nil), ("bool", "Bool"), ("number", "Double"), ("string", "String"),
                                          ("array", "[JSONValue]"), ("object", "[String: JSONValue]")]
        var members: [SwiftDecl] = cases.map { name, type in
            .enumCase(SwiftEnumCase(header: SwiftDeclHeader(), name: name, associatedValues: type.map { [$0] } ?? []))
        }
        var decode: [SwiftStatement] = [.line("let container = try decoder.singleValueContainer()")]
        decode.append(.block("if container.decodeNil()", [.line("self = .null")]))
        var chain: [SwiftStatement] = []
        for (name, type) in cases.dropFirst() {
            chain.append(.block("if let value = try? container.decode(\(type!).self)", [.line("self = .\(name)(value)"), .line("return")]))
        }
        decode[1] = .block("if container.decodeNil()", [.line("self = .null"), .line("return")])
        decode += chain
        decode.append(.line("throw DecodingError.dataCorruptedError(in: container, debugDescription: \"not a JSON value\")"))
        members.append(.function(SwiftFunction(header: SwiftDeclHeader(access: access), signature: "init(from decoder: any Decoder) throws", body: decode)))
        var encodeCases: [SwiftStatement] = [.switchCase("case .null", [.line("try container.encodeNil()")])]
        for (name, _) in cases.dropFirst() {
            encodeCases.append(.switchCase("case .\(name)(let value)", [.line("try container.encode(value)")]))
        }
        members.append(.function(SwiftFunction(
            header: SwiftDeclHeader(access: access), signature: "func encode(to encoder: any Encoder) throws",
            body: [.line("var container = encoder.singleValueContainer()"), .block("switch self", encodeCases)])))
        return .type(SwiftTypeDecl(
            header: SwiftDeclHeader(doc: ["Any JSON value: what the contract types `any` or `unknown`."], attributes: [], access: access),
            kind: .enum, name: "JSONValue", inheritance: ["Codable", "Sendable", "Hashable"], members: members))
    }

    /// Finds the envelopes named in config, or the ones whose shape matches.
    func findEnvelopes(locationOf: (String) -> SourceLocation?) -> Envelopes? {
        enum Choice { case notConfigured, invalid, chosen(Declaration) }
        func named(_ name: String?, _ key: String, _ check: (Declaration) -> Bool) -> Choice {
            guard let name else { return .notConfigured }
            guard let decl = declaration(name), check(decl) else {
                diagnostics.emit(.error, "'generate.envelopes.\(key)': '\(name)' is not \(key == "unified" ? "a generic object type with data, metadata and error fields" : "a union on a boolean 'success' field with data and error variants")",
                                 at: locationOf("generate.envelopes.\(key)") ?? SourceLocation(file: "contractkit.json", line: 1, column: 1))
                return .invalid
            }
            return .chosen(decl)
        }
        func pick(_ choice: Choice, _ byShape: (Declaration) -> Bool) -> Declaration? {
            switch choice {
            case .chosen(let decl): decl
            case .invalid: nil
            case .notConfigured: schema.declarations.first(where: byShape)
            }
        }
        let unified = pick(named(config.unifiedEnvelope, "unified", isUnifiedEnvelope), isUnifiedEnvelope)
        let legacy = pick(named(config.legacyEnvelope, "legacy", isLegacyEnvelope), isLegacyEnvelope)
        guard let unified, let legacy else { return nil }
        return Envelopes(unified: unified, legacy: legacy)
    }

    func isUnifiedEnvelope(_ decl: Declaration) -> Bool {
        guard decl.kind == .object, decl.genericParameters.count == 1, let fields = decl.fields else { return false }
        let t = decl.genericParameters[0].name
        guard let data = fields.first(where: { $0.name == "data" }), data.type == .typeParameter(t),
              fields.contains(where: { $0.name == "metadata" }),
              let error = fields.first(where: { $0.name == "error" }), error.optionality.allowsMissingValue else { return false }
        return messageField(of: error.type) != nil
    }

    func isLegacyEnvelope(_ decl: Declaration) -> Bool {
        guard decl.kind == .union, decl.discriminator == "success", decl.genericParameters.count == 1,
              let variants = decl.variants, variants.count == 2 else { return false }
        return legacyVariant(decl, success: true) != nil && legacyVariant(decl, success: false) != nil
    }

    /// The fields of the legacy variant with `success: true` (it has `data`) or `false` (it has `error`).
    func legacyVariant(_ decl: Declaration, success: Bool) -> [Field]? {
        guard let variant = decl.variants?.first(where: { $0.discriminatorValue == .boolean(success) }) else { return nil }
        let fields = objectFields(variant.type)
        if success { return fields?.contains(where: { $0.name == "data" }) == true ? fields : nil }
        guard let error = fields?.first(where: { $0.name == "error" }), messageField(of: error.type) != nil else { return nil }
        return fields
    }

    func objectFields(_ type: TypeRef) -> [Field]? {
        switch type {
        case .object(let fields): return fields
        case .reference(let name, _): return declaration(name)?.kind == .object ? declaration(name)?.fields : nil
        default: return nil
        }
    }

    /// The `message: string` field of an error object type.
    func messageField(of type: TypeRef) -> Field? {
        objectFields(type)?.first { $0.name == "message" && $0.type == .primitive(.string) }
    }

    /// `error.code`, as a `String?` expression whatever the code's type.
    func codeExpression(_ errorVariable: String, _ errorType: TypeRef) -> String {
        guard let code = objectFields(errorType)?.first(where: { $0.name == "code" }) else { return "nil" }
        let access = "\(errorVariable).\(SwiftNaming.escaped(SwiftNaming.propertyName("code")))"
        let chain = code.optionality.allowsMissingValue ? "?" : ""
        switch code.type {
        case .primitive(.string): return access
        case .reference(let name, _) where declaration(name)?.kind == .enumeration: return "\(access)\(chain).rawValue"
        default: return "nil"
        }
    }

    func envelopeDeclarations(_ envelopes: Envelopes) -> [SwiftDecl] {
        let constraint = genericConstraint.isEmpty ? "T" : "T: \(genericConstraint)"
        let legacyName = swiftName(envelopes.legacy.name)
        let unifiedName = swiftName(envelopes.unified.name)
        let legacyCases = Self.unionCaseNames(self, envelopes.legacy)
        let errorFields = legacyVariant(envelopes.legacy, success: false) ?? []
        let legacyError = errorFields.first { $0.name == "error" }!
        let unifiedError = envelopes.unified.fields!.first { $0.name == "error" }!
        let errorProperty = SwiftNaming.escaped(SwiftNaming.propertyName("error"))

        let errorEnum = SwiftDecl.type(SwiftTypeDecl(
            header: SwiftDeclHeader(doc: ["Why `decodeEnvelope(_:as:decoder:)` returned no payload."], attributes: [], access: access),
            kind: .enum, name: "EnvelopeDecodingError", inheritance: ["Error", "Sendable", "Equatable"],
            members: [
                .enumCase(SwiftEnumCase(header: SwiftDeclHeader(doc: ["The server answered with an error: its message and code."]), name: "server", associatedValues: ["message: String", "code: String?"])),
                .enumCase(SwiftEnumCase(header: SwiftDeclHeader(doc: ["A success envelope carried no data."]), name: "missingData")),
                .enumCase(SwiftEnumCase(header: SwiftDeclHeader(doc: ["The JSON is neither the unified `{data, metadata, error}` envelope nor the legacy `{success, data, meta}` one."]), name: "unknownFormat")),
            ]))

        let shape = SwiftDecl.type(SwiftTypeDecl(
            header: SwiftDeclHeader(doc: ["Which envelope a response is, told by its keys before decoding it."], attributes: [], access: "private "),
            kind: .struct, name: "EnvelopeShape", inheritance: ["Decodable"],
            members: [
                .property(SwiftProperty(header: SwiftDeclHeader(), name: "isLegacy", type: "Bool")),
                .property(SwiftProperty(header: SwiftDeclHeader(), name: "isUnified", type: "Bool")),
                .type(SwiftTypeDecl(header: SwiftDeclHeader(access: "private "), kind: .enum, name: "Keys", inheritance: ["String", "CodingKey"],
                                    members: [.enumCase(SwiftEnumCase(header: SwiftDeclHeader(), name: "success")),
                                              .enumCase(SwiftEnumCase(header: SwiftDeclHeader(), name: "metadata"))])),
                .function(SwiftFunction(header: SwiftDeclHeader(), signature: "init(from decoder: any Decoder) throws", body: [
                    .line("let container = try decoder.container(keyedBy: Keys.self)"),
                    .line("isLegacy = container.contains(.success)"),
                    .line("isUnified = container.contains(.metadata)"),
                ])),
            ]))

        let dataProperty = SwiftNaming.escaped(SwiftNaming.propertyName("data"))
        let messageProperty = SwiftNaming.escaped(SwiftNaming.propertyName("message"))
        let function = SwiftDecl.function(SwiftFunction(
            header: SwiftDeclHeader(doc: [
                "Decodes a response in either envelope format and returns its payload.",
                "",
                "The backend serves the legacy `\(legacyName)` or the unified `\(unifiedName)` depending on",
                "a feature flag, so clients must accept both. The format is told by the keys (`success` or",
                "`metadata`), so a malformed payload is reported as itself, not as a format mismatch.",
                "",
                "- Throws: `EnvelopeDecodingError.server` with the server's message and code for an error",
                "  response, `.missingData` for a success without data, `.unknownFormat` for any other JSON,",
                "  and `DecodingError` when the payload does not match `T`.",
            ], attributes: [], access: access),
            signature: "func decodeEnvelope<\(constraint)>(_ data: Data, as type: T.Type = T.self, decoder: JSONDecoder = JSONDecoder()) throws -> T",
            body: [
                .line("let shape = try? decoder.decode(EnvelopeShape.self, from: data)"),
                .block("if shape?.isLegacy == true", [
                    .block("switch try decoder.decode(\(legacyName)<T>.self, from: data)", [
                        .switchCase("case .\(SwiftNaming.escaped(legacyCases.success))(let response)", [.line("return response.\(dataProperty)")]),
                        .switchCase("case .\(SwiftNaming.escaped(legacyCases.failure))(let response)", [.line(
                            "throw EnvelopeDecodingError.server(message: response.\(errorProperty).\(messageProperty), code: \(codeExpression("response.\(errorProperty)", legacyError.type)))")]),
                    ]),
                ]),
                .block("if shape?.isUnified == true", [
                    .line("let envelope = try decoder.decode(\(unifiedName)<T>.self, from: data)"),
                    .block("if let error = envelope.\(errorProperty)", [
                        .line("throw EnvelopeDecodingError.server(message: error.\(messageProperty), code: \(codeExpression("error", unifiedError.type)))"),
                    ]),
                    .block("guard let payload = envelope.\(dataProperty) else", [.line("throw EnvelopeDecodingError.missingData")]),
                    .line("return payload"),
                ]),
                .line("throw EnvelopeDecodingError.unknownFormat"),
            ]))
        return [errorEnum, function, shape]
    }

    /// The legacy union's case names for its `success: true` and `success: false` variants.
    static func unionCaseNames(_ context: TranslationContext, _ decl: Declaration) -> (success: String, failure: String) {
        let pairs = zip((decl.variants ?? []).map(\.discriminatorValue), context.unionCaseNames(decl))
        let success = pairs.first { $0.0 == .boolean(true) }?.1 ?? "success"
        let failure = pairs.first { $0.0 == .boolean(false) }?.1 ?? "failure"
        return (success, failure)
    }
}

