/// The `main.swift` of the verify program. It is compiled with the app's DTO files, reads
/// `[[typeKey, payloadJSON], …]` from standard input, decodes each payload into its
/// Swift type with `JSONDecoder`, re-encodes it with `JSONEncoder`, and prints one JSON
/// result per payload, in order:
/// `{"ok": true, "output": "…"}` or `{"ok": false, "kind": "typeMismatch", "path": "a.b[0]", "expected": "Int", "error": "…"}`.
/// A type that is only `Decodable` is decoded and not re-encoded (`"output"` absent); what
/// it holds is read back with `Mirror` instead (`"reflected"`: its stored properties as JSON).
/// Built as a declaration tree and written by `SwiftRenderer`, like generated code.
public enum HarnessSource {
    /// Every name the harness declares starts with this, so it never meets the app's own.
    static let prefix = "__contractKit"

    /// The source, and for each Swift type the line of `main.swift` that names it, so a
    /// compiler error there can be traced to the type.
    /// `swiftTypes`: each type's key (its qualified name) and the expression that names it.
    /// `decoders`: the strategies the app decodes each type with; one decoder and encoder is
    /// declared for each distinct pair of strategies.
    public static func render(swiftTypes: [(key: String, expression: String)], decoders: AppDecoders) -> (source: String, lineOfType: [String: Int]) {
        var profiles: [CodingStrategies] = []
        var coderOfType: [String: Int] = [:]
        for type in swiftTypes {
            let strategies = decoders.strategies(for: type.key)
            if let index = profiles.firstIndex(where: { $0.sameCoding(strategies) }) { coderOfType[type.key] = index; continue }
            coderOfType[type.key] = profiles.count
            profiles.append(strategies)
        }
        if profiles.isEmpty { profiles = [decoders.fallback] }
        let file = SwiftFile(
            name: "main.swift", headerComments: ["Written by contractkit verify. Decodes contract payloads through the app's types."],
            imports: ["Foundation"],
            declarations: [.statements(profiles.enumerated().flatMap { coders($0.element, suffix: $0.offset == 0 ? "" : "\($0.offset)") }),
                           describe, reflect, roundTrip(codable: false), roundTrip(codable: true),
                           check(swiftTypes, coderOfType: coderOfType), .statements(main)])
        let source = SwiftRenderer.render(file)
        // A type's line is the one that names it, inside its `case` of the check's switch.
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        var lineOfType: [String: Int] = [:]
        for (key, expression) in swiftTypes {
            guard let caseLine = lines.firstIndex(of: Substring("  case \"\(key)\":")),
                  let named = lines[caseLine...].firstIndex(where: { $0.contains("(\(expression).self") }) else { continue }
            lineOfType[key] = named + 1
        }
        return (source, lineOfType)
    }

    /// The decoder and encoder, with the app's strategies.
    static func coders(_ strategies: CodingStrategies, suffix: String = "") -> [SwiftStatement] {
        let decoder = prefix + "Decoder" + suffix, encoder = prefix + "Encoder" + suffix
        var lines: [SwiftStatement] = [.line("let \(decoder) = JSONDecoder()")]
        switch strategies.dateDecoding {
        case .iso8601WithFractionalSeconds:
            lines.append(.closure("\(decoder).dateDecodingStrategy = .custom { decoder in", [
                .line("let text = try decoder.singleValueContainer().decode(String.self)"),
                .line("let formatter = ISO8601DateFormatter()"),
                .line("formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]"),
                .line("if let date = formatter.date(from: text) { return date }"),
                .line("let problem = \"not an ISO-8601 date with fractional seconds: \\(text)\""),
                .line("throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: problem))"),
            ]))
        default:
            lines.append(.line("\(decoder).dateDecodingStrategy = .\(strategies.dateDecoding.rawValue)"))
        }
        if strategies.keyDecoding == .convertFromSnakeCase { lines.append(.line("\(decoder).keyDecodingStrategy = .convertFromSnakeCase")) }
        lines.append(.line("let \(encoder) = JSONEncoder()"))
        switch strategies.dateDecoding {
        case .iso8601WithFractionalSeconds:
            lines.append(.closure("\(encoder).dateEncodingStrategy = .custom { date, encoder in", [
                .line("let formatter = ISO8601DateFormatter()"),
                .line("formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]"),
                .line("var container = encoder.singleValueContainer()"),
                .line("try container.encode(formatter.string(from: date))"),
            ]))
        default:
            lines.append(.line("\(encoder).dateEncodingStrategy = .\(strategies.dateDecoding.rawValue)"))
        }
        if strategies.keyDecoding == .convertFromSnakeCase { lines.append(.line("\(encoder).keyEncodingStrategy = .convertToSnakeCase")) }
        return lines
    }

    /// A decoding error as the result's `kind`, `path` and `error`.
    static let describe = SwiftDecl.function(SwiftFunction(
        header: SwiftDeclHeader(), signature: "func \(prefix)Describe(_ error: any Error) -> [String: Any]",
        body: [
            .block("func path(_ keys: [any CodingKey]) -> String", [
                .line("keys.map { $0.intValue.map { \"[\\($0)]\" } ?? \".\" + $0.stringValue }.joined().drop { $0 == \".\" }.description"),
            ]),
            .block("switch error as? DecodingError", [
                .switchCase("case .keyNotFound(let key, let context)?", [
                    .line("return [\"kind\": \"keyNotFound\", \"path\": path(context.codingPath + [key]), \"error\": context.debugDescription]"),
                ]),
                .switchCase("case .typeMismatch(let type, let context)?", [
                    .line("return [\"kind\": \"typeMismatch\", \"path\": path(context.codingPath), \"expected\": \"\\(type)\", \"error\": context.debugDescription]"),
                ]),
                .switchCase("case .valueNotFound(let type, let context)?", [
                    .line("return [\"kind\": \"valueNotFound\", \"path\": path(context.codingPath), \"expected\": \"\\(type)\", \"error\": context.debugDescription]"),
                ]),
                .switchCase("case .dataCorrupted(let context)?", [
                    .line("return [\"kind\": \"dataCorrupted\", \"path\": path(context.codingPath), \"error\": context.debugDescription]"),
                ]),
                .switchCase("default", [.line("return [\"kind\": \"other\", \"path\": \"\", \"error\": \"\\(error)\"]")]),
            ]),
        ]))

    /// Decode only, for a `Decodable`; decode and re-encode, for a `Codable` (the more
    /// specific overload wins).
    static func roundTrip(codable: Bool) -> SwiftDecl {
        let decode = "Result(catching: { try decoder.decode(T.self, from: input) })"
        let failed = SwiftStatement.switchCase("case .failure(let error)", [
            .line("return [\"ok\": false].merging(\(prefix)Describe(error)) { a, _ in a }"),
        ])
        let body: [SwiftStatement] = codable
            ? [
                .line("let value: T"),
                .block("switch \(decode)", [.switchCase("case .success(let decoded)", [.line("value = decoded")]), failed]),
                .block("switch Result(catching: { try encoder.encode(value) })", [
                    .switchCase("case .success(let output)", [.line("return [\"ok\": true, \"output\": String(decoding: output, as: UTF8.self)]")]),
                    .switchCase("case .failure(let error)", [.line("return [\"ok\": true, \"encodeError\": \"\\(error)\"]")]),
                ]),
            ]
            : [.block("switch \(decode)", [
                .switchCase("case .success(let value)", [
                    .line("let reflected = \(prefix)Reflect(value, 0)"),
                    .line("let data = (try? JSONSerialization.data(withJSONObject: reflected, options: [.sortedKeys, .fragmentsAllowed])) ?? Data()"),
                    .line("return [\"ok\": true, \"reflected\": String(decoding: data, as: UTF8.self)]"),
                ]),
                failed,
            ])]
        return .function(SwiftFunction(
            header: SwiftDeclHeader(),
            signature: "func \(prefix)RoundTrip<T: \(codable ? "Codable" : "Decodable")>(_ type: T.Type, _ input: Data, _ decoder: JSONDecoder, _ encoder: JSONEncoder) -> [String: Any]",
            body: body))
    }

    /// The result for one payload of the type with this key; nil for a type not compiled in.
    static func check(_ swiftTypes: [(key: String, expression: String)], coderOfType: [String: Int]) -> SwiftDecl {
        var cases = swiftTypes.map { type in
            let suffix = (coderOfType[type.key] ?? 0) == 0 ? "" : "\(coderOfType[type.key]!)"
            return SwiftStatement.switchCase("case \"\(type.key)\"", [
                .line("return \(prefix)RoundTrip(\(type.expression).self, input, \(prefix)Decoder\(suffix), \(prefix)Encoder\(suffix))"),
            ])
        }
        cases.append(.switchCase("default", [.line("return nil")]))
        return .function(SwiftFunction(
            header: SwiftDeclHeader(), signature: "func \(prefix)Check(_ key: String, _ input: Data) -> [String: Any]?",
            body: [.block("switch key", cases)]))
    }

    /// Reads the requests, checks each, and writes the results.
    static let main: [SwiftStatement] = [
        .line("let \(prefix)Input = FileHandle.standardInput.readDataToEndOfFile()"),
        .line("let \(prefix)Requests = (try? JSONSerialization.jsonObject(with: \(prefix)Input)) as? [[String]] ?? []"),
        .line("var \(prefix)Results: [[String: Any]] = []"),
        .block("for request in \(prefix)Requests where request.count == 2", [
            .line("let missing: [String: Any] = [\"ok\": false, \"kind\": \"missingType\", \"path\": \"\", \"error\": \"not compiled\"]"),
            .line("\(prefix)Results.append(\(prefix)Check(request[0], Data(request[1].utf8)) ?? missing)"),
        ]),
        .line("let \(prefix)Output = try JSONSerialization.data(withJSONObject: \(prefix)Results, options: [.sortedKeys])"),
        .line("FileHandle.standardOutput.write(\(prefix)Output)"),
    ]
}
