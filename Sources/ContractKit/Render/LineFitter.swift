/// Breaks a generated line that is longer than swift-format's default limit (100
/// columns) the way swift-format itself would accept it:
///
/// - a comment is word-wrapped under the same `//` or `///`;
/// - a type's long conformance list moves to its own line, the `{` to the next;
/// - a signature's parameters, a call's arguments and an array's elements are packed
///   into lines after the opening bracket, the closing one on a line of its own (a
///   call's closing parenthesis ends the last argument line unless text follows);
/// - an assignment breaks after `=`, and its right side is fitted again.
///
/// A line with none of these shapes is left as it is. Continuation lines carry their
/// extra indentation as leading spaces.
enum LineFitter {
    /// One less than swift-format's 100: at exactly 100 it still breaks an array literal.
    static let limit = 99
    static let step = "  "

    /// The line as one or more lines that each fit in `width` columns where possible.
    static func fit(_ line: String, width: Int) -> [String] {
        guard line.count > width else { return [line] }
        if line.hasPrefix("//") { return wrapComment(line, width: width) }
        let code = Array(line)
        if let lines = typeDeclaration(code, width: width) { return lines }
        if line.hasSuffix("{"), let lines = bracketed(code, width: width, closingAlone: true) { return lines }
        if let lines = assignment(code, width: width) { return lines }
        return bracketed(code, width: width, closingAlone: false) ?? [line]
    }

    // MARK: Shapes

    static func wrapComment(_ line: String, width: Int) -> [String] {
        let prefix = line.hasPrefix("/// ") ? "/// " : line.hasPrefix("// ") ? "// " : String(line.prefix { $0 == "/" }) + " "
        let words = line.dropFirst(prefix.count).split(separator: " ", omittingEmptySubsequences: false)
        var lines: [String] = []
        var current = prefix
        for word in words {
            if current.count > prefix.count && current.count + 1 + word.count > width {
                lines.append(current)
                current = prefix
            }
            current += (current.count > prefix.count ? " " : "") + word
        }
        lines.append(current)
        return lines
    }

    /// `public enum Name: A, B, C {` → `public enum Name:` / `  A, B, C` / `{`.
    static func typeDeclaration(_ code: [Character], width: Int) -> [String]? {
        let text = String(code)
        let words = text.split(separator: " ")
        guard text.hasSuffix(" {"), !code.contains("("),
              words.contains(where: { ["struct", "enum", "class", "extension", "protocol", "actor"].contains($0) }),
              let colon = topLevelIndex(of: ":", in: code) else { return nil }
        let head = String(code[...colon])
        let list = String(code[(colon + 1)..<(code.count - 2)]).trimmingSpaces()
        let items = topLevelItems(Array(list), separator: ",")
        return [head] + pack(items, width: width - step.count, trailingComma: false).map { step + $0 } + ["{"]
    }

    /// `lhs = rhs` → `lhs =` / `  rhs`, the right side fitted again; an array literal
    /// stays after the `=`: `lhs = [` / `  a, b,` / `]`.
    static func assignment(_ code: [Character], width: Int) -> [String]? {
        guard let equals = topLevelAssignment(code) else { return nil }
        let lhs = String(code[..<equals]).trimmingSpaces()
        let rhs = String(code[(equals + 1)...]).trimmingSpaces()
        guard !lhs.isEmpty, !rhs.isEmpty else { return nil }
        if rhs.hasPrefix("["), let close = matchingClose(Array(rhs), from: 0), close == rhs.count - 1 {
            let items = topLevelItems(Array(rhs.dropFirst().dropLast()), separator: ",")
            return [lhs + " = ["] + pack(items, width: width - step.count, trailingComma: true).map { step + $0 } + ["]"]
        }
        let inner = fit(rhs, width: width - step.count)
        return [lhs + " ="] + inner.map { step + $0 }
    }

    /// The first top-level `(` or `[` group: its items packed on lines of their own.
    static func bracketed(_ code: [Character], width: Int, closingAlone: Bool) -> [String]? {
        guard let open = firstTopLevelOpen(code), let close = matchingClose(code, from: open) else { return nil }
        let head = String(code[...open])
        let tail = String(code[(close + 1)...])
        let items = topLevelItems(Array(code[(open + 1)..<close]), separator: ",")
        guard !items.isEmpty else { return nil }
        let isArray = code[open] == "["
        var body = pack(items, width: width - step.count, trailingComma: isArray).map { step + $0 }
        // Items that are still too long (a nested call) are fitted again.
        body = body.flatMap { $0.count > width ? fit(String($0.dropFirst(step.count)), width: width - step.count).map { step + $0 } : [$0] }
        if closingAlone || isArray || !tail.isEmpty {
            return [head] + body + [String(code[close]) + tail]
        }
        body[body.count - 1] += String(code[close])
        return [head] + body
    }

    /// Items joined with `, ` into as few lines as fit; each line but the last ends in a
    /// comma, and the last too when `trailingComma`.
    static func pack(_ items: [String], width: Int, trailingComma: Bool) -> [String] {
        var lines: [String] = []
        var current = ""
        for (i, item) in items.enumerated() {
            let isLast = i == items.count - 1
            let piece = item + (isLast && !trailingComma ? "" : ",")
            if current.isEmpty {
                current = piece
            } else if current.count + 1 + piece.count <= width {
                current += " " + piece
            } else {
                lines.append(current)
                current = piece
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    // MARK: Scanning

    /// Bracket depth at each character, strings skipped; `<…>` counts as a bracket after
    /// an identifier (generics), never in `->` or a comparison with spaces.
    static func depths(_ code: [Character]) -> [Int] {
        var result = [Int](repeating: 0, count: code.count)
        var depth = 0
        var inString = false
        var i = 0
        while i < code.count {
            let c = code[i]
            if inString {
                result[i] = depth + 1
                if c == "\\" { i += 1; if i < code.count { result[i] = depth + 1 } } else if c == "\"" { inString = false }
                i += 1
                continue
            }
            switch c {
            case "\"": inString = true; result[i] = depth + 1
            case "(", "[", "{": result[i] = depth; depth += 1
            case ")", "]", "}": depth = max(0, depth - 1); result[i] = depth
            case "<" where i > 0 && (code[i - 1].isLetter || code[i - 1].isNumber):
                result[i] = depth; depth += 1
            case ">" where i > 0 && code[i - 1] != "-" && code[i - 1] != " " && depth > 0:
                depth -= 1; result[i] = depth
            default: result[i] = depth
            }
            i += 1
        }
        return result
    }

    static func topLevelIndex(of character: Character, in code: [Character]) -> Int? {
        let d = depths(code)
        return code.indices.first { code[$0] == character && d[$0] == 0 }
    }

    /// The `=` of an assignment or initialized declaration at depth 0, never `==`, `!=`,
    /// `<=`, `>=`, `+=` or a default parameter value inside brackets.
    static func topLevelAssignment(_ code: [Character]) -> Int? {
        let d = depths(code)
        for i in code.indices where code[i] == "=" && d[i] == 0 && i > 0 && i + 1 < code.count {
            if code[i - 1] == " " && code[i + 1] == " " { return i }
        }
        return nil
    }

    static func firstTopLevelOpen(_ code: [Character]) -> Int? {
        let d = depths(code)
        return code.indices.first { (code[$0] == "(" || code[$0] == "[") && d[$0] == 0 }
    }

    static func matchingClose(_ code: [Character], from open: Int) -> Int? {
        let d = depths(code)
        let closer: Character = code[open] == "(" ? ")" : code[open] == "[" ? "]" : "}"
        return code.indices.first { $0 > open && code[$0] == closer && d[$0] == d[open] }
    }

    static func topLevelItems(_ code: [Character], separator: Character) -> [String] {
        let d = depths(code)
        var items: [String] = []
        var start = 0
        for i in code.indices where code[i] == separator && d[i] == 0 {
            items.append(String(code[start..<i]).trimmingSpaces())
            start = i + 1
        }
        items.append(String(code[start...]).trimmingSpaces())
        return items.filter { !$0.isEmpty }
    }
}
