/// The `main.swift` of the verify program. It is compiled with the app's DTO files, reads
/// `[[typeKey, payloadJSON], …]` from standard input, decodes each payload into its
/// Swift type with `JSONDecoder`, re-encodes it with `JSONEncoder`, and prints one JSON
/// result per payload, in order:
/// `{"ok": true, "output": "…"}` or `{"ok": false, "kind": "keyNotFound", "path": "a.b[0]", "error": "…"}`.
/// A type that is only `Decodable` is decoded and not re-encoded (`"output"` absent).
public enum HarnessSource {
    /// Every name the harness declares starts with this, so it never meets the app's own.
    static let prefix = "__contractKit"

    /// The source, and for each Swift type the line of `main.swift` that names it, so a
    /// compiler error there can be traced to the type.
    /// `swiftTypes`: each type's key (its qualified name) and the expression that names it.
    public static func render(swiftTypes: [(key: String, expression: String)], strategies: CodingStrategies) -> (source: String, lineOfType: [String: Int]) {
        var lines = header(strategies)
        var lineOfType: [String: Int] = [:]
        lines.append("let \(prefix)Types: [String: (Data) -> [String: Any]] = [")
        for (key, expression) in swiftTypes {
            lineOfType[key] = lines.count + 1
            lines.append("  \"\(key)\": { \(prefix)RoundTrip(\(expression).self, $0) },")
        }
        lines.append("]")
        lines += footer
        return (lines.joined(separator: "\n") + "\n", lineOfType)
    }

    static func header(_ strategies: CodingStrategies) -> [String] {
        let date: String
        let encodeDate: String
        switch strategies.dateDecoding {
        case .deferredToDate: (date, encodeDate) = (".deferredToDate", ".deferredToDate")
        case .iso8601: (date, encodeDate) = (".iso8601", ".iso8601")
        case .secondsSince1970: (date, encodeDate) = (".secondsSince1970", ".secondsSince1970")
        case .millisecondsSince1970: (date, encodeDate) = (".millisecondsSince1970", ".millisecondsSince1970")
        case .iso8601WithFractionalSeconds:
            date = """
            .custom { decoder in
                let text = try decoder.singleValueContainer().decode(String.self)
                let formatter = ISO8601DateFormatter()
                formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
                if let date = formatter.date(from: text) { return date }
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not an ISO-8601 date with fractional seconds: \\(text)"))
              }
            """
            encodeDate = """
            .custom { date, encoder in
                let formatter = ISO8601DateFormatter()
                formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
                var container = encoder.singleValueContainer()
                try container.encode(formatter.string(from: date))
              }
            """
        }
        let keys = strategies.keyDecoding == .convertFromSnakeCase
            ? ("\(prefix)Decoder.keyDecodingStrategy = .convertFromSnakeCase", "\(prefix)Encoder.keyEncodingStrategy = .convertToSnakeCase")
            : ("", "")
        return [
            "// Written by contractkit verify. Decodes contract payloads through the app's types.",
            "import Foundation",
            "",
            "let \(prefix)Decoder = JSONDecoder()",
            "\(prefix)Decoder.dateDecodingStrategy = \(date)",
            keys.0,
            "let \(prefix)Encoder = JSONEncoder()",
            "\(prefix)Encoder.dateEncodingStrategy = \(encodeDate)",
            keys.1,
            "",
        ] + helpers
    }

    /// Error descriptions and the two round trips: decode only for a `Decodable`, decode
    /// and re-encode for a `Codable` (the more specific overload wins).
    static let helpers: [String] = [
            "func \(prefix)Describe(_ error: any Error) -> [String: Any] {",
            "  func path(_ keys: [any CodingKey]) -> String {",
            "    keys.map { $0.intValue.map { \"[\\($0)]\" } ?? \".\" + $0.stringValue }.joined().drop { $0 == \".\" }.description",
            "  }",
            "  switch error as? DecodingError {",
            "  case .keyNotFound(let key, let context)?:",
            "    return [\"kind\": \"keyNotFound\", \"path\": path(context.codingPath + [key]), \"error\": context.debugDescription]",
            "  case .typeMismatch(_, let context)?:",
            "    return [\"kind\": \"typeMismatch\", \"path\": path(context.codingPath), \"error\": context.debugDescription]",
            "  case .valueNotFound(_, let context)?:",
            "    return [\"kind\": \"valueNotFound\", \"path\": path(context.codingPath), \"error\": context.debugDescription]",
            "  case .dataCorrupted(let context)?:",
            "    return [\"kind\": \"dataCorrupted\", \"path\": path(context.codingPath), \"error\": context.debugDescription]",
            "  default:",
            "    return [\"kind\": \"other\", \"path\": \"\", \"error\": \"\\(error)\"]",
            "  }",
            "}",
            "",
            "func \(prefix)RoundTrip<T: Decodable>(_ type: T.Type, _ input: Data) -> [String: Any] {",
            "  do {",
            "    _ = try \(prefix)Decoder.decode(T.self, from: input)",
            "    return [\"ok\": true]",
            "  } catch {",
            "    return [\"ok\": false].merging(\(prefix)Describe(error)) { a, _ in a }",
            "  }",
            "}",
            "",
            "func \(prefix)RoundTrip<T: Codable>(_ type: T.Type, _ input: Data) -> [String: Any] {",
            "  let value: T",
            "  do {",
            "    value = try \(prefix)Decoder.decode(T.self, from: input)",
            "  } catch {",
            "    return [\"ok\": false].merging(\(prefix)Describe(error)) { a, _ in a }",
            "  }",
            "  do {",
            "    let output = try \(prefix)Encoder.encode(value)",
            "    return [\"ok\": true, \"output\": String(decoding: output, as: UTF8.self)]",
            "  } catch {",
            "    return [\"ok\": true, \"encodeError\": \"\\(error)\"]",
            "  }",
            "}",
            "",
    ]

    static let footer = [
        "",
        "let \(prefix)Input = FileHandle.standardInput.readDataToEndOfFile()",
        "let \(prefix)Requests = (try? JSONSerialization.jsonObject(with: \(prefix)Input)) as? [[String]] ?? []",
        "var \(prefix)Results: [[String: Any]] = []",
        "for request in \(prefix)Requests where request.count == 2 {",
        "  if let check = \(prefix)Types[request[0]] {",
        "    \(prefix)Results.append(check(Data(request[1].utf8)))",
        "  } else {",
        "    \(prefix)Results.append([\"ok\": false, \"kind\": \"missingType\", \"path\": \"\", \"error\": \"not compiled\"])",
        "  }",
        "}",
        "let \(prefix)Output = try JSONSerialization.data(withJSONObject: \(prefix)Results, options: [.sortedKeys])",
        "FileHandle.standardOutput.write(\(prefix)Output)",
    ]
}
