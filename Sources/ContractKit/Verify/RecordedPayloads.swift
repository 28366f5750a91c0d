/// Real responses, as teams keep them: JSON fixtures in a test bundle, or a proxy's HAR
/// capture (Proxyman, Charles, a browser's network panel). Each becomes a payload of a
/// contract type, checked against the contract and then decoded through the app's DTOs.
public struct RecordedPayload: Sendable {
    /// The contract type: `ResponseEnvelope<BookSearchResponse>` as a reference with arguments.
    public var type: TypeRef
    /// How it was written.
    public var typeText: String
    public var value: LocatedJSON
    /// Where it was recorded, for messages: `captures/app.har entry 3 (GET /v1/search)`.
    public var source: String
    /// For a body embedded in a HAR file as a string, where that string is; the value's own
    /// locations are then inside the string. Nil when they are the file's.
    public var embeddedAt: SourceLocation?

    /// Where a value of the payload is, in the file the user has.
    public func location(of json: LocatedJSON) -> SourceLocation { embeddedAt ?? json.location }
}

/// Reads recorded payloads from file bytes: the CLI finds the files.
public enum RecordedPayloads {
    public struct Loaded: Sendable {
        public var payloads: [RecordedPayload] = []
        public var diagnostics: [Diagnostic] = []
        /// HAR entries no route types, and other things skipped on purpose.
        public var skipped: [String] = []
        public init() {}
    }

    /// One file. A `.har` file's 2xx JSON responses are typed by `routes`; a JSON file is
    /// `{"type": "WorkDTO", "payload": …}`, or the payload itself when `folderType` (the
    /// name of a folder it sits in that names a contract type) is given.
    /// `swiftNames` maps the name of a Swift type the audit paired to its contract type, so
    /// a payload may name the app's DTO (`OrderDTO`) instead of the contract's `Order`.
    public static func read(file: String, bytes: [UInt8], folderType: String?, routes: [VerifyRoute], schema: Schema,
                            swiftNames: [String: String] = [:]) -> Loaded {
        var loaded = Loaded()
        let json: LocatedJSON
        do {
            json = try LocatedJSONParser.parse(bytes, file: file)
        } catch let failure as LocatedJSONParser.Failure {
            loaded.diagnostics.append(Diagnostic(.error, "not valid JSON: \(failure.message)", at: failure.location))
            return loaded
        } catch {
            return loaded
        }
        if file.hasSuffix(".har") { return readHAR(json, file: file, routes: routes, schema: schema, swiftNames: swiftNames) }
        if case .object(let members, _) = json, let typeValue = members.first(where: { $0.key == "type" })?.value,
           case .string(let typeText, _) = typeValue, let payload = members.first(where: { $0.key == "payload" })?.value, members.count == 2 {
            guard let type = parseType(typeText, schema: schema, swiftNames: swiftNames) else {
                loaded.diagnostics.append(unknownType(typeText, at: typeValue.location, schema: schema))
                return loaded
            }
            loaded.payloads.append(RecordedPayload(type: type, typeText: typeText, value: payload, source: file))
        } else if let folderType, let type = parseType(folderType, schema: schema, swiftNames: swiftNames) {
            loaded.payloads.append(RecordedPayload(type: type, typeText: folderType, value: json, source: file))
        } else {
            loaded.diagnostics.append(Diagnostic(.error, "cannot tell which contract type this payload is: wrap it as {\"type\": \"WorkDTO\", \"payload\": …} "
                + "or put it in a folder named after the type", at: json.location))
        }
        return loaded
    }

    static func unknownType(_ text: String, at location: SourceLocation, schema: Schema) -> Diagnostic {
        Diagnostic(.error, "'\(text)' is not a contract type (write a declared type, with its generic arguments: ResponseEnvelope<WorkDTO>)", at: location)
    }

    /// `Name`, `Name<Arg, …>`, `Name[]`, and `string`, `number`, `boolean` as arguments. A
    /// name in `swiftNames` (a paired Swift type) stands for its contract type.
    public static func parseType(_ text: String, schema: Schema, swiftNames: [String: String] = [:]) -> TypeRef? {
        var parser = TypeTextParser(text: Array(text.unicodeScalars), names: Set(schema.declarations.map(\.name)), swiftNames: swiftNames)
        guard let type = parser.type(), parser.atEnd else { return nil }
        return type
    }

    /// Each Swift type the audit paired with exactly one contract type, by its name and by
    /// its last name component (`Networking.OrderDTO` and `OrderDTO`), to that contract type.
    /// A name that is itself a contract type keeps meaning the contract type.
    public static func swiftNames(_ correspondences: [Correspondence], schema: Schema) -> [String: String] {
        let declared = Set(schema.declarations.map(\.name))
        var contracts: [String: Set<String>] = [:]
        for pair in correspondences {
            let last = pair.swift.split(separator: ".").last.map(String.init) ?? pair.swift
            for name in Set([pair.swift, last]) where !declared.contains(name) { contracts[name, default: []].insert(pair.contract) }
        }
        return contracts.compactMapValues { $0.count == 1 ? $0.first : nil }
    }

    static func readHAR(_ har: LocatedJSON, file: String, routes: [VerifyRoute], schema: Schema, swiftNames: [String: String]) -> Loaded {
        var loaded = Loaded()
        guard let entries = har.member("log")?.member("entries"), case .array(let items, _) = entries else {
            loaded.diagnostics.append(Diagnostic(.error, "not a HAR file: it has no log.entries", at: har.location))
            return loaded
        }
        var untyped: [String: Int] = [:]
        for (index, entry) in items.enumerated() {
            guard case .string(let method, _)? = entry.member("request")?.member("method"),
                  case .string(let url, _)? = entry.member("request")?.member("url") else { continue }
            let response = entry.member("response")
            guard case .number(let status, _)? = response?.member("status"), (200..<300).contains(Int(status)),
                  case .string(let text, let textLocation)? = response?.member("content")?.member("text") else { continue }
            if case .string(let encoding, _)? = response?.member("content")?.member("encoding"), encoding == "base64" {
                loaded.skipped.append("\(file) entry \(index + 1) (\(method) \(url)): a base64 body")
                continue
            }
            let label = "\(file) entry \(index + 1) (\(method) \(HARRoutes.path(of: url)))"
            guard let route = HARRoutes.match(method: method, url: url, routes) else {
                untyped["\(method) \(HARRoutes.path(of: url))", default: 0] += 1
                continue
            }
            guard let type = parseType(route.type, schema: schema, swiftNames: swiftNames) else {
                loaded.diagnostics.append(unknownType(route.type, at: route.location, schema: schema))
                continue
            }
            guard let body = try? LocatedJSONParser.parse(Array(text.utf8), file: file) else {
                loaded.skipped.append("\(label): a body that is not JSON")
                continue
            }
            loaded.payloads.append(RecordedPayload(type: type, typeText: route.type, value: body, source: label, embeddedAt: textLocation))
        }
        for (route, count) in untyped.sorted(by: { $0.key < $1.key }) {
            loaded.skipped.append("\(file): \(count == 1 ? "1 response" : "\(count) responses") of \(route) match no verify.routes entry")
        }
        return loaded
    }
}

/// Matches a HAR request to a `verify.routes` entry: the first that fits.
public enum HARRoutes {
    public static func match(method: String, url: String, _ routes: [VerifyRoute]) -> VerifyRoute? {
        let path = path(of: url)
        let withoutQuery = url.split(separator: "?", maxSplits: 1).first.map(String.init) ?? url
        return routes.first { route in
            (route.method == nil || route.method == method.uppercased())
                && glob(Array(route.pattern.utf8), Array((route.pattern.contains("://") ? withoutQuery : path).utf8))
        }
    }

    /// `https://api.example.com/v1/search?q=x` → `/v1/search`.
    public static func path(of url: String) -> String {
        var rest = Substring(url)
        if let scheme = rest.firstRange(of: "://") {
            rest = rest[scheme.upperBound...]
            rest = rest.firstIndex(of: "/").map { rest[$0...] } ?? "/"
        }
        return String(rest.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? rest)
    }

    /// `*` is any text without `/`; `**` is any text.
    static func glob(_ pattern: [UInt8], _ text: [UInt8]) -> Bool {
        var memo: [Int: Bool] = [:]
        func at(_ p: Int, _ t: Int) -> Bool {
            let key = p * (text.count + 1) + t
            if let known = memo[key] { return known }
            let result: Bool
            if p == pattern.count {
                result = t == text.count
            } else if pattern[p] == UInt8(ascii: "*") {
                let any = p + 1 < pattern.count && pattern[p + 1] == UInt8(ascii: "*")
                let next = p + (any ? 2 : 1)
                var i = t
                var found = at(next, i)
                while !found && i < text.count && (any || text[i] != UInt8(ascii: "/")) {
                    i += 1
                    found = at(next, i)
                }
                result = found
            } else {
                result = t < text.count && text[t] == pattern[p] && at(p + 1, t + 1)
            }
            memo[key] = result
            return result
        }
        return at(0, 0)
    }
}

/// Reads `ResponseEnvelope<BookSearchResponse>` into a type reference.
struct TypeTextParser {
    let text: [Unicode.Scalar]
    let names: Set<String>
    /// A paired Swift type's name → its contract type.
    let swiftNames: [String: String]
    var index = 0

    var atEnd: Bool {
        mutating get { skipSpace(); return index == text.count }
    }

    init(text: [Unicode.Scalar], names: Set<String>, swiftNames: [String: String] = [:]) {
        self.text = text
        self.names = names
        self.swiftNames = swiftNames
    }

    mutating func skipSpace() { while index < text.count, text[index] == " " { index += 1 } }

    mutating func type() -> TypeRef? {
        skipSpace()
        var name = ""
        while index < text.count, text[index].properties.isAlphabetic || text[index].properties.numericType != nil || text[index] == "_" || text[index] == "." || text[index] == "$" {
            name.unicodeScalars.append(text[index])
            index += 1
        }
        if !names.contains(name), let contract = swiftNames[name] { name = contract }
        var result: TypeRef
        switch name {
        case "string": result = .primitive(.string)
        case "number": result = .primitive(.number)
        case "boolean": result = .primitive(.boolean)
        case _ where names.contains(name):
            var arguments: [TypeRef] = []
            skipSpace()
            if index < text.count, text[index] == "<" {
                index += 1
                repeat {
                    guard let argument = type() else { return nil }
                    arguments.append(argument)
                    skipSpace()
                    guard index < text.count else { return nil }
                    index += 1
                } while text[index - 1] == ","
                guard text[index - 1] == ">" else { return nil }
            }
            result = .reference(name: name, arguments: arguments)
        default: return nil
        }
        skipSpace()
        while index + 1 < text.count, text[index] == "[", text[index + 1] == "]" {
            index += 2
            result = .array(result)
        }
        return result
    }
}

extension LocatedJSON {
    /// An object's member by key.
    func member(_ key: String) -> LocatedJSON? {
        guard case .object(let members, _) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The value as an example payload, to send to the verify program.
    public var exampleValue: ExampleValue {
        switch self {
        case .object(let members, _): .object(members.map { ($0.key, $0.value.exampleValue) })
        case .array(let items, _): .array(items.map(\.exampleValue))
        case .string(let s, _): .string(s)
        case .number(let n, _): .number(n, isInteger: n.rounded() == n && abs(n) < 1e15)
        case .bool(let b, _): .bool(b)
        case .null: .null
        }
    }
}

extension RecordedPayloads {
    /// The payload of a file wrapped as `{"type": …, "payload": …}`; else the value itself.
    public static func unwrapped(_ json: LocatedJSON) -> LocatedJSON {
        guard case .object(let members, _) = json, members.count == 2, case .string? = json.member("type"), let payload = json.member("payload") else { return json }
        return payload
    }

    /// A JSON file's value, or the diagnostic that says why it is not JSON.
    public static func parse(file: String, bytes: [UInt8]) -> Result<LocatedJSON, DiagnosticError> {
        do {
            return .success(try LocatedJSONParser.parse(bytes, file: file))
        } catch let failure as LocatedJSONParser.Failure {
            return .failure(DiagnosticError(diagnostic: Diagnostic(.error, "not valid JSON: \(failure.message)", at: failure.location)))
        } catch {
            return .failure(DiagnosticError(diagnostic: Diagnostic(.error, "not valid JSON", at: SourceLocation(file: file, line: 1, column: 1))))
        }
    }
}

/// A diagnostic as an error.
public struct DiagnosticError: Error, Sendable {
    public var diagnostic: Diagnostic
}
