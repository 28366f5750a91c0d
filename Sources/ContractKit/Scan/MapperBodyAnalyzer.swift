/// Reads one function body at the token level and records, for the mapper audit:
///
/// - **reads**: `dto.coverImageURL`, `dto.boundingBox?.x`, and reads through local
///   bindings traced back to the parameter: `if let bbox = dto.boundingBox { bbox.x }`,
///   `guard let`, `let x = dto.y`, `for e in dto.editions`, and closures on a parameter's
///   value (`dto.tags.map { $0.name }`, `dto.items.forEach { item in … }`);
/// - **writes**: `work.x = …`, `self.x = …`, a bare `x = …` in a type's own method,
///   `work.x.append(…)`, and initializer arguments (`Work(title: …)`, `self.init(title: …)`),
///   each with the reads in its value;
/// - **forwards**: a parameter passed whole to another call (`mergeWorkData(dto: dto, …)`).
///
/// It is a heuristic reader, not a type checker: it never fails, and what it cannot
/// follow (a value stored in a collection and read back later) it does not record.
struct MapperBodyAnalyzer {
    /// The body's tokens, viewed in place in the file's token array (never copied):
    /// valid only while the scanner that made this analyzer runs `analyze`.
    let body: UnsafeBufferPointer<SwiftToken>
    let function: ScannedFunction
    /// For each bracket token, the index of its partner; -1 when unbalanced or not a bracket.
    private var partner: [Int]
    /// For each token, the index of the `{` of the innermost block around it, or -1.
    private var enclosingBrace: [Int]

    private struct Binding {
        var name: String
        var parameter: String
        var path: [String]
        var scope: Range<Int>
    }

    private var bindings: [Binding] = []
    /// Binding indices by name: every identifier of a body is looked up.
    private var bindingsByName: [String: [Int]] = [:]
    /// Each parameter's type name (`Work` for `work: Work`), parsed once.
    private var parameterTypes: [String: String] = [:]
    /// Locals built with a type: `let work = Work(…)` or `var work: Work`.
    private var localTypes: [String: String] = [:]
    private var locals: Set<String> = []
    /// Token indices of names being declared, which are not reads.
    private var declaredNames: [Bool]
    private var reads: [(index: Int, read: ValueRead)] = []

    static let closureMethods: Set<String> = [
        "map", "compactMap", "flatMap", "forEach", "filter", "first", "last", "contains", "allSatisfy", "sorted", "min", "max",
        "reduce", "lazy", "sort", "removeAll", "firstIndex", "drop", "prefix", "sum",
    ]
    static let mutatingCollectionMethods: Set<String> = ["append", "insert", "formUnion", "merge", "replaceSubrange"]

    init(body: UnsafeBufferPointer<SwiftToken>, function: ScannedFunction) {
        self.body = body
        self.function = function
        partner = Array(repeating: -1, count: body.count)
        enclosingBrace = Array(repeating: -1, count: body.count)
        declaredNames = Array(repeating: false, count: body.count)
        var stack: [Int] = []
        var braces: [Int] = []
        for (i, t) in body.enumerated() {
            enclosingBrace[i] = braces.last ?? -1
            switch t.punctByte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                stack.append(i)
                if t.punctByte == UInt8(ascii: "{") { braces.append(i) }
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if let open = stack.popLast() {
                    partner[open] = i
                    partner[i] = open
                    if body[open].isPunct("{") { braces.removeLast() }
                }
            default: break
            }
        }
        // In a type's own method, `self.title` and a bare `title` read the instance: what a
        // mapper written as `extension WorkDTO { func toModel() -> Work }` reads.
        if function.enclosingType != nil { bind(Binding(name: "self", parameter: "self", path: [], scope: 0..<body.count)) }
        for p in function.parameters {
            bind(Binding(name: p.name, parameter: p.name, path: [], scope: 0..<body.count))
            parameterTypes[p.name] = SwiftTypeShape(p.type).simpleName
        }
    }

    static let keywords: Set<String> = [
        "let", "var", "if", "guard", "else", "return", "true", "false", "nil", "self", "super", "in", "for", "while", "repeat", "switch",
        "case", "default", "try", "await", "as", "is", "throw", "throws", "where", "break", "continue", "defer", "do", "catch", "inout",
        "some", "any", "fallthrough", "get", "set", "willSet", "didSet", "func", "init", "static", "private", "fileprivate", "public",
    ]

    /// A bare lowercase name that is no local, parameter, label, call or keyword: a member
    /// of the enclosing type, read through the implicit `self`.
    private func isImplicitSelfMember(_ i: Int) -> Bool {
        let t = body[i]
        // Token checks first: this runs for every identifier no binding claims.
        guard function.enclosingType != nil, t.kind == .identifier, let first = t.text.utf8.first,
              (first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z")) || first == UInt8(ascii: "_") else { return false }
        if i > 0 && (body[i - 1].isPunct(".") || body[i - 1].isWord("func") || body[i - 1].isWord("case")) { return false }
        if i + 1 < body.count && (body[i + 1].isPunct("(") || body[i + 1].isWord("in")) { return false }
        if i + 1 < body.count && body[i + 1].isPunct(":") { return false }  // a label, or a ternary's branch
        if i + 1 < body.count && body[i + 1].isPunct("="), !(i + 2 < body.count && body[i + 2].isPunct("=")) { return false }  // written, not read
        return !Self.keywords.contains(t.text) && !locals.contains(t.text)
    }

    mutating func analyze(into function: inout ScannedFunction) {
        findBindingsAndReads(into: &function)
        function.reads = reads.map(\.read)
        function.writes = findWrites()
    }

    // MARK: Scopes

    /// The end of the innermost block around token `i`.
    private func blockEnd(_ i: Int) -> Int {
        let open = enclosingBrace[i]
        return open >= 0 && partner[open] >= 0 ? partner[open] : body.count
    }

    private mutating func bind(_ binding: Binding) {
        bindingsByName[binding.name, default: []].append(bindings.count)
        bindings.append(binding)
    }

    private func binding(_ name: String, at i: Int) -> Binding? {
        guard let candidates = bindingsByName[name] else { return nil }
        for index in candidates.reversed() where bindings[index].scope.contains(i) { return bindings[index] }
        return nil
    }

    /// `if`, `guard` or `while` when the `let` at `i` is part of that statement's condition.
    private func conditionKeyword(before i: Int) -> String? {
        var k = i - 1
        while k >= 0 {
            if body[k + 1].newlineBefore && !(body[k].isPunct(",") || body[k].isPunct("&") || body[k].isPunct("|")) { return nil }
            let t = body[k]
            if t.kind == .identifier && (t.text == "if" || t.text == "guard" || t.text == "while") { return t.text }
            if t.isPunct("{") || t.isPunct("}") || t.isPunct(";") { return nil }
            if t.isPunct(")") || t.isPunct("]"), partner[k] >= 0 { k = partner[k] }
            k -= 1
        }
        return nil
    }

    /// The first `{` after `i` outside parentheses: the body of an `if`, `for` or `while`.
    private func nextBlock(after i: Int) -> Int? {
        var k = i
        while k < body.count {
            if body[k].isPunct("{") { return k }
            if (body[k].isPunct("(") || body[k].isPunct("[")), partner[k] > k { k = partner[k] }
            k += 1
        }
        return nil
    }

    /// The member names after token `i`: `.boundingBox?.x` → `[boundingBox, x]`, and the
    /// index after them.
    private func members(after i: Int) -> ([String], Int) {
        var names: [String] = []
        var j = i + 1
        while j < body.count {
            if (body[j].isPunct("?") || body[j].isPunct("!")) && j + 1 < body.count && body[j + 1].isPunct(".") { j += 1 }
            guard j + 1 < body.count, body[j].isPunct("."), body[j + 1].kind == .identifier else { break }
            names.append(body[j + 1].text)
            j += 2
        }
        return (names, j)
    }

    // MARK: Reads

    private mutating func findBindingsAndReads(into function: inout ScannedFunction) {
        var i = 0
        while i < body.count {
            let t = body[i]
            defer { i += 1 }
            if t.kind == .punct {
                if t.isPunct("{") { bindClosureParameters(at: i) }
                continue
            }
            guard t.kind == .identifier, !declaredNames[i] else { continue }
            let afterDot = i > 0 && body[i - 1].isPunct(".")
            if afterDot { continue }  // a member name: read as part of its chain
            if (t.text == "let" || t.text == "var") && i + 1 < body.count && body[i + 1].kind == .identifier {
                declareLocal(at: i)
            } else if t.text == "for", i + 3 < body.count, body[i + 1].kind == .identifier, body[i + 2].isWord("in") {
                declaredNames[i + 1] = true
                locals.insert(body[i + 1].text)
                if let source = binding(body[i + 3].text, at: i + 3), let open = nextBlock(after: i + 3), partner[open] > open {
                    let (names, _) = members(after: i + 3)
                    bind(Binding(name: body[i + 1].text, parameter: source.parameter, path: source.path + names, scope: open..<partner[open]))
                }
            } else if t.text == "for", i + 7 < body.count, body[i + 1].isPunct("("), body[i + 2].kind == .identifier, body[i + 3].isPunct(","),
                      body[i + 4].kind == .identifier, body[i + 5].isPunct(")"), body[i + 6].isWord("in") {
                // `for (index, dto) in dtos.enumerated()`: the second name is the element.
                for k in [i + 2, i + 4] {
                    declaredNames[k] = true
                    locals.insert(body[k].text)
                }
                if let source = binding(body[i + 7].text, at: i + 7), let open = nextBlock(after: i + 7), partner[open] > open {
                    var (names, _) = members(after: i + 7)
                    if names.last == "enumerated" { names.removeLast() } else { names = [] }
                    bind(Binding(name: body[i + 4].text, parameter: source.parameter, path: source.path + names, scope: open..<partner[open]))
                }
            } else if let b = binding(t.text, at: i) {
                let isLabel = i + 1 < body.count && body[i + 1].isPunct(":") && i > 0 && (body[i - 1].isPunct("(") || body[i - 1].isPunct(","))
                if !isLabel {
                    let (names, after) = members(after: i)
                    if names.isEmpty {
                        recordForward(b, at: i, after: after, into: &function)
                    } else {
                        reads.append((i, ValueRead(parameter: b.parameter, path: b.path + names, line: t.line, column: t.column)))
                    }
                }
            } else if isImplicitSelfMember(i) {
                let (names, _) = members(after: i)
                reads.append((i, ValueRead(parameter: "self", path: [t.text] + names, line: t.line, column: t.column)))
            }
        }
    }

    /// `let x = dto.y`, `if let x = dto.y`, `guard let x = …`, `var work = Work(…)`, `let work: Work`.
    private mutating func declareLocal(at i: Int) {
        let nameIndex = i + 1
        let name = body[nameIndex].text
        declaredNames[nameIndex] = true
        locals.insert(name)
        var k = nameIndex + 1
        if k < body.count && body[k].isPunct(":") {
            if k + 1 < body.count, body[k + 1].kind == .identifier { localTypes[name] = body[k + 1].text }
            k += 1
            while k < body.count && !body[k].isPunct("=") && !body[k].newlineBefore && !body[k].isPunct("{") { k += 1 }
        }
        guard k < body.count, body[k].isPunct("=") else { return }
        var e = k + 1
        while e < body.count && (body[e].isWord("try") || body[e].isWord("await") || body[e].isPunct("?") || body[e].isPunct("!")) { e += 1 }
        guard e < body.count, body[e].kind == .identifier else { return }
        if let source = binding(body[e].text, at: e), !(body[e - 1].isPunct(".")) {
            let (names, _) = members(after: e)
            let scope: Range<Int>
            switch conditionKeyword(before: i) {
            case "if", "while":
                guard let open = nextBlock(after: e), partner[open] > open else { return }
                scope = open..<partner[open]
            default:
                scope = (e + 1)..<max(e + 1, blockEnd(i))
            }
            bind(Binding(name: name, parameter: source.parameter, path: source.path + names, scope: scope))
        } else if startsUppercase(body[e].text), e + 1 < body.count, body[e + 1].isPunct("(") {
            localTypes[name] = body[e].text
        }
    }

    /// `dto.tags.map { $0.name }`, `dto.editions.forEach { edition in … }`: the closure's
    /// parameter stands for the value the method is called on.
    private mutating func bindClosureParameters(at open: Int) {
        guard partner[open] > open, open > 0 else { return }
        var p = open - 1
        if body[p].isPunct(")"), partner[p] >= 0 { p = partner[p] - 1 }
        guard p > 0, body[p].kind == .identifier, Self.closureMethods.contains(body[p].text), body[p - 1].isPunct(".") else { return }
        // Walk back over the receiver chain to its root.
        var q = p - 2
        var names: [String] = []
        while q >= 0 {
            if body[q].isPunct("?") || body[q].isPunct("!") { q -= 1; continue }
            guard body[q].kind == .identifier else { return }
            if q > 0 && body[q - 1].isPunct(".") {
                names.insert(body[q].text, at: 0)
                q -= 2
            } else {
                break
            }
        }
        guard q >= 0, let source = binding(body[q].text, at: q) else { return }
        let path = source.path + names
        let scope = (open + 1)..<partner[open]
        // Named parameters: `{ item in`, `{ (item) in`, `{ total, item in`.
        var k = open + 1
        var params: [Int] = []
        while k < partner[open] && k < open + 16 {
            if body[k].isWord("in") { break }
            if body[k].kind == .identifier && (body[k + 1].isPunct(",") || body[k + 1].isPunct(")") || body[k + 1].isWord("in") || body[k + 1].isPunct(":")) {
                params.append(k)
            }
            k += 1
        }
        if k < partner[open], body[k].isWord("in"), !params.isEmpty {
            let chosen = body[p].text == "reduce" ? params.last! : params.first!
            for index in params { declaredNames[index] = true }
            bind(Binding(name: body[chosen].text, parameter: source.parameter, path: path, scope: scope))
        } else {
            bind(Binding(name: body[p].text == "reduce" ? "$1" : "$0", parameter: source.parameter, path: path, scope: scope))
        }
    }

    /// A parameter value passed whole as a call argument.
    private func recordForward(_ b: Binding, at i: Int, after: Int, into function: inout ScannedFunction) {
        guard i > 0, body[i - 1].isPunct("(") || body[i - 1].isPunct(",") || body[i - 1].isPunct(":"),
              after < body.count, body[after].isPunct(",") || body[after].isPunct(")") else { return }
        // Back to the unmatched `(`, jumping over balanced groups.
        var k = i - 1
        while k >= 0 {
            if (body[k].isPunct(")") || body[k].isPunct("]") || body[k].isPunct("}")), partner[k] >= 0, partner[k] < k {
                k = partner[k] - 1
                continue
            }
            if body[k].isPunct("(") || body[k].isPunct("[") || body[k].isPunct("{") { break }
            k -= 1
        }
        guard k > 0, body[k].isPunct("("), body[k - 1].kind == .identifier else { return }
        var callee = body[k - 1].text
        if callee == "init", k >= 3, body[k - 2].isPunct(".") {
            callee = body[k - 3].isWord("self") ? (function.enclosingType.map(lastComponent) ?? "init") : body[k - 3].text
        }
        function.forwards.append(ValueForward(callee: callee, parameter: b.parameter, path: b.path, line: body[i].line))
    }

    // MARK: Writes

    private func findWrites() -> [PropertyWrite] {
        var writes: [PropertyWrite] = []
        for i in body.indices {
            let t = body[i]
            if t.isPunct("="), let write = assignment(at: i) {
                writes.append(write)
            } else if t.kind == .identifier, i >= 2, body[i - 1].isPunct("."), i + 1 < body.count, body[i + 1].isPunct("("),
                      Self.mutatingCollectionMethods.contains(t.text), partner[i + 1] > i, let target = target(endingAt: i - 2) {
                writes.append(PropertyWrite(targetType: target.type, property: target.property, sources: sources(in: (i + 2)..<partner[i + 1]),
                                            line: target.line, column: target.column))
            } else if t.kind == .identifier, i + 1 < body.count, body[i + 1].isPunct("("), partner[i + 1] > i {
                writes += initializerArguments(at: i)
            }
        }
        return writes
    }

    private func adjacent(_ a: SwiftToken, _ b: SwiftToken) -> Bool { a.line == b.line && a.column + a.text.utf8.count == b.column }

    /// `target.property = value` or `target.property += value`.
    private func assignment(at i: Int) -> PropertyWrite? {
        guard i > 0, i + 1 < body.count, !body[i + 1].isPunct("=") else { return nil }
        var lhsEnd = i - 1
        let before = body[lhsEnd]
        if before.kind == .punct && adjacent(before, body[i]) {
            switch before.punctByte {  // not ==, !=, <=, >=
            case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "%"), UInt8(ascii: "|"), UInt8(ascii: "&"), UInt8(ascii: "^"): break
            default: return nil
            }
            lhsEnd -= 1
        }
        guard lhsEnd >= 0, let target = target(endingAt: lhsEnd, statementStart: true) else { return nil }
        let end = statementEnd(from: i + 1)
        return PropertyWrite(targetType: target.type, property: target.property, sources: sources(in: (i + 1)..<end), line: target.line, column: target.column)
    }

    /// The written property of `work.a`, `self.a`, `work.a.b` (writes `a`) or a bare `a`
    /// that is not a local, ending at token `end`.
    private func target(endingAt end: Int, statementStart: Bool = false) -> (type: String?, property: String, line: Int, column: Int)? {
        guard body[end].kind == .identifier else { return nil }
        var ids: [Int] = [end]
        var s = end
        while s >= 2, body[s - 1].isPunct(".") {
            var q = s - 2
            if body[q].isPunct("?") || body[q].isPunct("!") { q -= 1 }
            guard q >= 0, body[q].kind == .identifier else { break }
            ids.insert(q, at: 0)
            s = q
        }
        if statementStart {
            let starts = s == 0 || body[s].newlineBefore || body[s - 1].isPunct("{") || body[s - 1].isPunct(";") || body[s - 1].isPunct("}") || body[s - 1].isWord("in")
            guard starts else { return nil }
        } else if s > 0 && body[s - 1].isPunct(".") {
            return nil
        }
        let first = body[ids[0]].text
        if ids.count == 1 {
            guard !locals.contains(first), !function.parameters.contains(where: { $0.name == first }), let own = function.enclosingType else { return nil }
            return (lastComponent(own), first, body[ids[0]].line, body[ids[0]].column)
        }
        let property = body[ids[1]]
        if first == "self" { return (function.enclosingType.map(lastComponent), property.text, property.line, property.column) }
        return (type(of: first), property.text, property.line, property.column)
    }

    private func type(of variable: String) -> String? {
        if let known = parameterTypes[variable] { return known }
        return localTypes[variable]
    }

    /// `Work(title: dto.title, …)`, `Work.init(…)`, `self.init(…)`: one write per labelled argument.
    private func initializerArguments(at i: Int) -> [PropertyWrite] {
        let name = body[i].text
        var typeName: String?
        if name == "init", i >= 2, body[i - 1].isPunct(".") {
            typeName = body[i - 2].isWord("self") || body[i - 2].isWord("Self") ? function.enclosingType.map(lastComponent) : body[i - 2].text
        } else if startsUppercase(name), !(i > 0 && body[i - 1].isPunct(".")), !(i > 0 && body[i - 1].isWord("func")) {
            typeName = name == "Self" ? function.enclosingType.map(lastComponent) : name
        }
        guard let typeName else { return [] }
        let open = i + 1
        var writes: [PropertyWrite] = []
        var start = open + 1
        var k = start
        while k <= partner[open] {
            if k == partner[open] || (body[k].isPunct(",")) {
                if k - start >= 2, body[start].kind == .identifier, body[start + 1].isPunct(":") {
                    writes.append(PropertyWrite(targetType: typeName, property: body[start].text, sources: sources(in: (start + 2)..<k),
                                                line: body[start].line, column: body[start].column))
                }
                start = k + 1
            } else if (body[k].isPunct("(") || body[k].isPunct("[") || body[k].isPunct("{")), partner[k] > k {
                k = partner[k]
            }
            k += 1
        }
        return writes
    }

    /// The reads inside a token range. Reads are recorded in token order, so a binary search
    /// finds the first; a body's writes each ask.
    private func sources(in range: Range<Int>) -> [ValueRead] {
        var low = 0, high = reads.count
        while low < high {
            let mid = (low + high) / 2
            if reads[mid].index < range.lowerBound { low = mid + 1 } else { high = mid }
        }
        var found: [ValueRead] = []
        while low < reads.count && reads[low].index < range.upperBound {
            found.append(reads[low].read)
            low += 1
        }
        return found
    }

    /// The end of the expression that starts at `k`. Balanced groups are jumped over, so
    /// nested assignments (`a = { b = { … } }`) stay linear.
    private func statementEnd(from k: Int) -> Int {
        var level = 0
        var j = k
        while j < body.count {
            if (body[j].isPunct("(") || body[j].isPunct("[") || body[j].isPunct("{")), partner[j] > j, !(level == 0 && j > k && body[j].newlineBefore) {
                j = partner[j] + 1
                continue
            }
            let t = body[j]
            if level == 0 && j > k && t.newlineBefore && !expressionContinues(previous: body[j - 1], next: t) { break }
            if level == 0 && t.isPunct(";") { break }
            if t.isPunct("(") || t.isPunct("[") || t.isPunct("{") { level += 1 }
            if t.isPunct(")") || t.isPunct("]") || t.isPunct("}") {
                if level == 0 { break }
                level -= 1
            }
            j += 1
        }
        return j
    }
}

/// Whether a name starts with an ASCII capital: a type, by Swift convention.
func startsUppercase(_ name: String) -> Bool {
    guard let first = name.utf8.first else { return false }
    return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
}


/// Whether a line break between two tokens continues the expression (`a\n  .b`, `a ??\n b`).
func expressionContinues(previous: SwiftToken, next: SwiftToken) -> Bool {
    if next.isPunct(".") || next.isPunct(text: "??") || next.isPunct("?") || next.isPunct("&") || next.isPunct("|") || next.isPunct("+") || next.isPunct("*") { return true }
    switch previous.punctByte {
    case UInt8(ascii: "="), UInt8(ascii: ","), UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"),
         UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: ":"), UInt8(ascii: "."):
        return true
    default:
        return previous.isPunct(text: "??") || previous.isPunct(text: "->")
    }
}
