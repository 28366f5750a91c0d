/// A decoding error in words that name the field and the value, whatever Foundation's
/// wording (Darwin: "Parsed JSON number <1.5> does not fit in Int."; Linux: "The given
/// data was not valid JSON." with an empty coding path), and the value that lets decoding
/// go on past it, so the first failure does not hide the rest of the type.
struct DecodeFailure: Sendable, Equatable {
    /// The coding path, `works[0].firstPublicationYear`; empty when nothing could be located.
    var path: String
    /// What went wrong, naming the value: "1.5 does not fit Int".
    var problem: String
    /// A value the Swift type accepts at `path`, to probe the rest of the payload; nil
    /// when there is none to try.
    var substitute: ExampleValue?

    /// "at `firstPublicationYear`: 1.5 does not fit Int".
    var text: String { path.isEmpty ? problem : "at `\(path)`: \(problem)" }

    /// Reads one failed result. `fallback` is a payload of the same type that holds every
    /// field (the `full` one), for a key the Swift type requires; `swiftType(path)` is the
    /// Swift type of the property at a path, where the audit knows it.
    static func read(_ result: RuntimeFindings.Result, payload: ExampleValue, fallback: ExampleValue?,
                     swiftType: (String) -> String?) -> DecodeFailure {
        let path = result.path ?? ""
        let components = JSONPath.parse(path)
        let value = payload.value(at: components)
        let shown = value.map { abbreviated($0) } ?? "nothing"
        let expected = result.expected.map(readableType)
        switch result.kind {
        case "typeMismatch":
            return DecodeFailure(path: path, problem: "\(shown) does not fit \(expected ?? "the Swift type")", substitute: expected.flatMap(sample))
        case "valueNotFound":
            return DecodeFailure(path: path, problem: "null where \(expected ?? "the Swift type") needs a value", substitute: expected.flatMap(sample))
        case "keyNotFound":
            let present = fallback?.value(at: components)
            return DecodeFailure(path: path, problem: "the key is missing, and the Swift type requires it", substitute: present)
        case "dataCorrupted":
            return corrupted(result, path: path, value: value, fallback: fallback?.value(at: components), payload: payload, swiftType: swiftType)
        default:
            return DecodeFailure(path: path, problem: (result.error ?? "the payload does not decode").trimmingSpaces(), substitute: nil)
        }
    }

    static func corrupted(_ result: RuntimeFindings.Result, path: String, value: ExampleValue?, fallback: ExampleValue?, payload: ExampleValue,
                          swiftType: (String) -> String?) -> DecodeFailure {
        let detail = (result.error ?? "").trimmingSpaces()
        // Darwin: "Parsed JSON number <1.5> does not fit in Int."
        if let fits = detail.firstRange(of: "does not fit in "), let value {
            let type = detail[fits.upperBound...].split(separator: ".").first.map(String.init) ?? "the Swift type"
            return DecodeFailure(path: path, problem: "\(abbreviated(value)) does not fit \(type)", substitute: whole(value))
        }
        // Linux: a number that does not fit its type is "not valid JSON", at the root. The
        // payload is valid JSON, so the culprit is a number: a fraction or one too large.
        if path.isEmpty, detail.contains("not valid JSON") || detail.contains("not representable") {
            let candidates = payload.numbersThatMayNotFit()
            let integerHeld = candidates.filter { swiftType($0.path).map(SwiftNumbers.isInteger) == true }
            if let culprit = integerHeld.first ?? (candidates.count == 1 ? candidates.first : nil) {
                let type = swiftType(culprit.path).map(SwiftNumbers.base) ?? "an integer type"
                return DecodeFailure(path: culprit.path, problem: "\(abbreviated(culprit.value)) does not fit \(type)", substitute: whole(culprit.value))
            }
            return DecodeFailure(path: "", problem: "a number does not fit its Swift type (Foundation names no field)", substitute: nil)
        }
        let shown = value.map { abbreviated($0) } ?? "the value"
        let why = detail.isEmpty ? "" : " (\(detail))"
        let substitute = fallback.flatMap { $0 == value ? nil : $0 }
        return DecodeFailure(path: path, problem: "\(shown) is not accepted\(why)", substitute: substitute)
    }

    /// `Swift.Int` → `Int`, `Array<Any>` → `an array`, `Dictionary<String, Any>` → `an object`.
    static func readableType(_ type: String) -> String {
        if type.hasPrefix("Array<") { return "an array" }
        if type.hasPrefix("Dictionary<") { return "an object" }
        return type.hasPrefix("Swift.") ? String(type.dropFirst(6)) : type
    }

    /// A value of a Swift type, to decode past a mismatch.
    static func sample(_ type: String) -> ExampleValue? {
        if SwiftNumbers.integers.contains(type) || ["Double", "Float", "Decimal", "CGFloat", "Float80"].contains(type) {
            return .number(1, isInteger: true)
        }
        switch type {
        case "String": return .string("example")
        case "Bool": return .bool(true)
        case "an array": return .array([])
        case "an object": return .object([])
        default: return nil
        }
    }

    static func whole(_ value: ExampleValue) -> ExampleValue? {
        guard case .number(let n, _) = value else { return nil }
        let rounded = n.rounded(.down)
        return .number(abs(rounded) < 1e15 ? rounded : 1, isInteger: true)
    }

    /// The value as JSON, cut to 60 characters.
    static func abbreviated(_ value: ExampleValue) -> String {
        let text = value.compactJSON
        return text.count <= 60 ? text : String(text.prefix(57)) + "…"
    }
}

/// A coding path, `works[0].firstPublicationYear`, as keys and indices.
enum JSONPath {
    enum Component: Equatable {
        case key(String)
        case index(Int)
    }

    static func parse(_ path: String) -> [Component] {
        var out: [Component] = []
        var current = ""
        var inIndex = false
        func flush() {
            if inIndex { out.append(.index(Int(current) ?? 0)) } else if !current.isEmpty { out.append(.key(current)) }
            current = ""
        }
        for c in path {
            switch c {
            case "." where !inIndex: flush()
            case "[": flush(); inIndex = true
            case "]" where inIndex: flush(); inIndex = false
            default: current.append(c)
            }
        }
        flush()
        return out
    }

    static func render(_ components: [Component]) -> String {
        var out = ""
        for c in components {
            switch c {
            case .key(let k): out += out.isEmpty ? k : "." + k
            case .index(let i): out += "[\(i)]"
            }
        }
        return out
    }
}

extension ExampleValue {
    func value(at path: [JSONPath.Component]) -> ExampleValue? {
        var current = self
        for component in path {
            switch (component, current) {
            case (.key(let k), .object(let members)):
                guard let next = members.first(where: { $0.0 == k })?.1 else { return nil }
                current = next
            case (.index(let i), .array(let items)) where i >= 0 && i < items.count: current = items[i]
            default: return nil
            }
        }
        return current
    }

    /// The value with `replacement` at `path`; a missing last key is added.
    func setting(_ path: ArraySlice<JSONPath.Component>, to replacement: ExampleValue) -> ExampleValue {
        guard let first = path.first else { return replacement }
        switch (first, self) {
        case (.key(let k), .object(var members)):
            if let i = members.firstIndex(where: { $0.0 == k }) {
                members[i].1 = members[i].1.setting(path.dropFirst(), to: replacement)
            } else if path.count == 1 {
                members.append((k, replacement))
            }
            return .object(members)
        case (.index(let i), .array(var items)) where i >= 0 && i < items.count:
            items[i] = items[i].setting(path.dropFirst(), to: replacement)
            return .array(items)
        default:
            return self
        }
    }

    /// Numbers a Swift integer cannot hold: fractions, and values beyond 64 bits. Paths
    /// as the harness writes them.
    func numbersThatMayNotFit(_ path: [JSONPath.Component] = []) -> [(path: String, value: ExampleValue)] {
        switch self {
        case .number(let n, _):
            return n.rounded() != n || abs(n) >= 9.2e18 ? [(JSONPath.render(path), self)] : []
        case .array(let items):
            return items.enumerated().flatMap { $0.element.numbersThatMayNotFit(path + [.index($0.offset)]) }
        case .object(let members):
            return members.flatMap { $0.1.numbersThatMayNotFit(path + [.key($0.0)]) }
        default:
            return []
        }
    }
}
