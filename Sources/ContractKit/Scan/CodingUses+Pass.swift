/// `CodingUses.scan` as a walk's state, one token at a time: `scan` drives it alone, and
/// `DecoderUses.fill` drives it in step with its own walk, so that a file's tokens, which a
/// large app's do not leave in the cache between two walks, are read once for both.
extension CodingUses {
    struct Pass {
        let tokens: [SwiftToken]
        var uses: [CodingUse] = []
        var pending: [(name: String, line: Int)] = []
        var bodies = OpenBodies()
        /// Functions that wrap `URLQueryItem`, by name, with the labels that take the key.
        var queryHelpers: [String: Set<String>] = [:]

        init(tokens: [SwiftToken]) { self.tokens = tokens }

        /// Reads token `i`; called for every index in order. Inlined in the walk's loop: most
        /// tokens are passed over here, with no call.
        @inline(__always)
        mutating func visit(_ i: Int) {
            // Fields read in place, the token copied only for the few words acted on.
            let punct = tokens[i].punctByte
            if punct == UInt8(ascii: "{") { bodies.open() } else if punct == UInt8(ascii: "}") { bodies.close() }
            // The lexer noted which identifiers are words the scan acts on; most are none.
            let word = tokens[i].word
            if word != .none { act(word, at: i) }
        }

        /// A word the scan acts on, at token `i`.
        mutating func act(_ word: SwiftWord, at i: Int) {
            let n = tokens.count
            let t = tokens[i]
            switch word {
            case .struct, .class, .enum, .actor, .extension:
                if i + 1 < n, tokens[i + 1].kind == .identifier, startsWithUppercase(tokens[i + 1].text) {
                    bodies.declaringType = tokens[i + 1].text
                    bodies.declaringFunction = nil
                    // `extension Outer.Inner`: the name is written whole.
                    var j = i + 2
                    while j + 1 < n, tokens[j].isPunct("."), tokens[j + 1].kind == .identifier { bodies.declaringType! += "." + tokens[j + 1].text; j += 2 }
                }
            case .func:
                bodies.declaringFunction = i + 1 < n && tokens[i + 1].kind == .identifier ? tokens[i + 1].text : nil
                bodies.declaringFunctionAt = i
                // A wrapper returning a helper's result names the helper's decode, which says
                // more than "fetched by an async function" about the same type.
                let helper = CodingUses.helper(tokens, at: i)
                let returned = helper == nil ? CodingUses.returnedResults(tokens, at: i) : []
                if let helper { uses.append(helper) }
                uses += returned + CodingUses.completionResults(tokens, at: i)
                let fetched = returned.isEmpty ? CodingUses.asyncResult(tokens, at: i) : nil
                if let fetched { uses.append(fetched) }
                if helper == nil, fetched != nil || !returned.isEmpty { uses += CodingUses.fetchArguments(tokens, at: i, returning: returned.first?.callee) }
            case .encode where i + 1 < n && tokens[i + 1].isPunct("(") && !CodingUses.readsKey(tokens, from: i + 2):
                switch CodingUses.argument(tokens, at: i + 2) {
                case .type(let type)?: uses.append(CodingUse(kind: .encode, type: type, line: t.line))
                case .name("self")?:
                    if !bodies.types.isEmpty { uses.append(CodingUse(kind: .encode, type: bodies.types.map(\.name).joined(separator: "."), line: t.line)) }
                case .name(let name)?: pending.append((name, t.line))
                case nil: break
                }
            case .selfWord where i >= 2 && tokens[i - 1].isPunct("."):
                if var use = CodingUses.selfArgument(tokens, at: i) {
                    if use.kind == .decode { use.enclosingFunction = bodies.functions.last?.name }
                    uses.append(bodies.placed(use))
                }
            case .from where i >= 2 && tokens[i - 1].isPunct("("):
                if CodingUses.declaresDecoderInit(tokens, fromAt: i) { bodies.declaringDecoder = true }
                if let use = CodingUses.decoderInitializer(tokens, fromAt: i) { uses.append(bodies.placed(use)) }
            case .as where i >= 1 && tokens[i - 1].isPunct(")"):
                if let type = CodingUses.typeText(tokens, from: i + 1), let callee = CodingUses.callee(tokens, closingAt: i - 1) {
                    uses.append(CodingUse(kind: .typedResult, callee: callee, type: type, line: t.line))
                }
            case .let, .var:
                if var use = CodingUses.typedResult(tokens, at: i) {
                    use.enclosingFunction = bodies.functions.last?.name
                    uses.append(use)
                }
            case .urlQueryItem:
                // `URLQueryItem(name: "page_size", value: …)`: the key is sent, whatever holds its value.
                if i + 4 < n, tokens[i + 1].isPunct("("), tokens[i + 2].isWord("name"), tokens[i + 3].isPunct(":") {
                    if tokens[i + 4].kind == .string {
                        uses.append(CodingUse(kind: .queryItem, type: tokens[i + 4].text, line: t.line))
                    } else if let helper = CodingUses.queryHelper(tokens, nameAt: i + 4, function: bodies.functions.last.map { ($0.name, $0.at) }) {
                        queryHelpers[helper.name, default: []].insert(helper.label)
                    }
                }
            default:
                break
            }
        }

        /// The uses found, and the names `encode(…)` takes, to be typed from the declarations.
        mutating func finish() -> (uses: [CodingUse], encodedNames: [(name: String, line: Int)]) {
            if !queryHelpers.isEmpty { uses += CodingUses.queryHelperCalls(tokens, helpers: queryHelpers) }
            return (uses, pending)
        }
    }
}
