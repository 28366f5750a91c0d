/// Turns the Swift description into text in swift-format's default style: two-space
/// indents, `case` labels level with their `switch`, `///` docs, one blank line between
/// members except within runs of properties or of enum cases.
public enum SwiftRenderer {
    public static func render(_ file: SwiftFile) -> String {
        render(file, declarationTexts: file.declarations.map { render($0) })
    }

    /// One top-level declaration, ending in a newline; `indent` levels in when it will be
    /// nested (in a namespace's extension).
    public static func render(_ decl: SwiftDecl, indent: Int = 0) -> String {
        var w = Writer()
        w.indent = indent
        write(decl, &w)
        return w.text
    }

    /// A file from declarations rendered separately (for example in parallel): the
    /// header, the imports, then each declaration after one blank line. With `namespace`,
    /// the declarations (rendered one level in) are members of `extension <namespace> { … }`.
    public static func render(_ file: SwiftFile, declarationTexts: [String], namespace: String? = nil) -> String {
        var w = Writer()
        for comment in file.headerComments { w.line(comment.isEmpty ? "//" : "// " + comment) }
        if !file.imports.isEmpty {
            w.blank()
            for i in file.imports { w.line("import \(i)") }
        }
        var text = w.text
        text.reserveCapacity(text.utf8.count + declarationTexts.reduce(0) { $0 + $1.utf8.count + 1 } + 32)
        if let namespace { text += "\nextension \(namespace) {\n" }
        for (i, declaration) in declarationTexts.enumerated() {
            if namespace == nil || i > 0 { text += "\n" }
            text += declaration
        }
        if namespace != nil { text += "}\n" }
        return text
    }

    /// Text collected line by line with the current indentation, as bytes: a large
    /// contract renders hundreds of thousands of lines.
    struct Writer {
        private var bytes: [UInt8] = []
        var indent = 0

        var text: String { String(decoding: bytes, as: UTF8.self) }

        init() { bytes.reserveCapacity(1 << 16) }

        static let indentWidth = 2

        /// Indentation for up to 64 levels, appended as a slice: no allocation per line.
        private static let spaces = [UInt8](repeating: 0x20, count: 128)

        mutating func line(_ s: String) {
            let margin = indent * Self.indentWidth
            // UTF-8 length first: it is never less than the character count, and almost every line is short.
            if s.utf8.count + margin > LineFitter.limit, LineFitter.columns(s) + margin > LineFitter.limit {
                let lines = LineFitter.fit(s, width: LineFitter.limit - margin)
                if lines.count > 1 {
                    for l in lines { line(l) }
                    return
                }
            }
            if !s.isEmpty {
                bytes.append(contentsOf: Self.spaces[0..<min(indent * Self.indentWidth, Self.spaces.count)])
                var s = s
                s.withUTF8 { bytes.append(contentsOf: $0) }
            }
            bytes.append(UInt8(ascii: "\n"))
        }

        /// A blank line, never two in a row and never right after an opening brace.
        mutating func blank() {
            let n = bytes.count
            if n == 0 || (n >= 2 && bytes[n - 1] == UInt8(ascii: "\n") && (bytes[n - 2] == UInt8(ascii: "\n") || bytes[n - 2] == UInt8(ascii: "{"))) { return }
            bytes.append(UInt8(ascii: "\n"))
        }

        mutating func indented(_ body: (inout Writer) -> Void) {
            indent += 1
            body(&self)
            indent -= 1
        }
    }

    static func header(_ h: SwiftDeclHeader, _ w: inout Writer) {
        for line in h.doc { w.line(line.isEmpty ? "///" : "/// " + line) }
        for attribute in h.attributes { w.line(attribute) }
    }

    static func generics(_ params: [String]) -> String {
        params.isEmpty ? "" : "<" + params.joined(separator: ", ") + ">"
    }

    static func write(_ decl: SwiftDecl, _ w: inout Writer) {
        switch decl {
        case .type(let t):
            header(t.header, &w)
            let inheritance = t.inheritance.isEmpty ? "" : ": " + t.inheritance.joined(separator: ", ")
            w.line("\(t.header.access)\(t.kind.rawValue) \(t.name)\(generics(t.genericParameters))\(inheritance) {")
            w.indented { w in writeMembers(t.members, &w) }
            w.line("}")
        case .typeAlias(let a):
            header(a.header, &w)
            w.line("\(a.header.access)typealias \(a.name)\(generics(a.genericParameters)) = \(a.target)")
        case .property(let p):
            header(p.header, &w)
            let keyword = (p.isStatic ? "static " : "") + (p.isMutable || p.getter != nil ? "var" : "let")
            let start = "\(p.header.access)\(keyword) \(p.name): \(p.type)"
            if let getter = p.getter {
                w.line(start + " {")
                w.indented { w in statements(getter, &w) }
                w.line("}")
            } else {
                w.line(start + (p.initializer.map { " = " + $0 } ?? ""))
            }
        case .enumCase(let c):
            header(c.header, &w)
            let associated = c.associatedValues.isEmpty ? "" : "(" + c.associatedValues.joined(separator: ", ") + ")"
            w.line("case \(c.name)\(associated)" + (c.rawValue.map { " = " + $0 } ?? ""))
        case .function(let f):
            header(f.header, &w)
            w.line("\(f.header.access)\(f.signature) {")
            w.indented { w in statements(f.body, &w) }
            w.line("}")
        case .statements(let list):
            statements(list, &w)
        }
    }

    /// Members with blank lines between them, except inside runs of stored properties
    /// or enum cases, which read best as one block.
    static func writeMembers(_ members: [SwiftDecl], _ w: inout Writer) {
        var previous: SwiftDecl?
        for member in members {
            if let previous, !continuesRun(previous, member) { w.blank() }
            write(member, &w)
            previous = member
        }
    }

    static func continuesRun(_ a: SwiftDecl, _ b: SwiftDecl) -> Bool {
        switch (a, b) {
        case (.property(let p), .property(let q)): p.getter == nil && q.getter == nil && p.isStatic == q.isStatic
        case (.enumCase, .enumCase): true
        default: false
        }
    }

    static func statements(_ list: [SwiftStatement], _ w: inout Writer) {
        for s in list {
            switch s {
            case .line(let text):
                w.line(text)
            case .blankLine:
                w.blank()
            case .block(let head, let body):
                w.line(head + " {")
                w.indented { w in statements(body, &w) }
                w.line("}")
            case .closure(let head, let body):
                w.line(head)
                w.indented { w in statements(body, &w) }
                w.line("}")
            case .switchCase(let label, let body):
                // Level with the `switch`, its body one level in.
                w.indent -= 1
                w.line(label + ":")
                w.indent += 1
                statements(body, &w)
            }
        }
    }
}
