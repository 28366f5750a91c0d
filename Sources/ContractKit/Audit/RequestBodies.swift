/// Which paired contract types are judged as request bodies: what the app sends, so a field
/// it never sends is missing only when the contract requires it, and a key the contract
/// lacks is sent in vain, never a failed decode.
///
/// A contract type is a request when the contract's signatures take it, when a type the app
/// only encodes holds it, or, when nothing places it, when its name says so
/// (`MovieCheckinRequest`, `CreateUserInput`, a lexicon's `createSession.InputSchema`). The
/// types its fields use are requests too, however deep. A type reached from a response as
/// well keeps the response rules.
///
/// Its Swift counterpart is judged by what it sends even when the app also decodes it (or
/// no use of it is seen): in this pair it only travels to the server.
extension TypeMatcher {
    /// Contract names that say the client sends them, for types nothing else places.
    static func namesARequestBody(_ name: String) -> Bool {
        let plain = lastComponent(name)
        guard !mentions(plain, "Response"), !mentions(plain, "Output") else { return false }
        return namesARequest(name) || plain.hasSuffix("Input") || plain.hasSuffix("InputSchema")
    }

    /// Contract names that say the server sends them: the other side of `namesARequestBody`.
    static func namesAResponseBody(_ name: String) -> Bool {
        let plain = lastComponent(name)
        return plain.hasSuffix("Response") || plain.hasSuffix("Output") || plain.hasSuffix("OutputSchema")
    }

    /// The contract types judged as request bodies, with the types they hold.
    func requestBodies() -> Set<String> {
        var sent: [String] = [], received: [String] = []
        for decl in schema.declarations {
            switch contractDirection[decl.name]?.label {
            case "request"?: sent.append(decl.name)
            case "response"?: received.append(decl.name)
            default:
                if Self.namesARequestBody(decl.name) { sent.append(decl.name) } else if Self.namesAResponseBody(decl.name) { received.append(decl.name) }
            }
        }
        // Most contracts' types are all responses: nothing sent, nothing to follow.
        let requests = reached(from: sent)
        guard !requests.isEmpty else { return [] }
        return requests.subtracting(reached(from: received))
    }

    /// Whether a name holds a word: as bytes for an ASCII name (every contract type asks),
    /// by characters otherwise.
    static func mentions(_ plain: String, _ word: StaticString) -> Bool {
        plain.utf8.allSatisfy { $0 < 0x80 } ? WireContext.contains(plain, word) : plain.contains(word.description)
    }

    /// The declarations these hold, through fields, arrays, union arms and aliases, themselves included.
    func reached(from roots: [String]) -> Set<String> {
        var seen = Set<String>()
        var queue = roots
        while let next = queue.popLast() {
            guard seen.insert(next).inserted, let decl = declarations[next] else { continue }
            for field in decl.fields ?? [] { Self.references(in: field.type, into: &queue) }
            for variant in decl.variants ?? [] { Self.references(in: variant.type, into: &queue) }
            if let target = decl.target { Self.references(in: target, into: &queue) }
        }
        return seen
    }

    /// The declarations a type names, inside inline objects and unions too.
    static func references(in type: TypeRef, into names: inout [String]) {
        switch type {
        case .reference(let name, let arguments):
            names.append(name)
            for argument in arguments { references(in: argument, into: &names) }
        case .array(let e), .map(let e), .nullable(let e): references(in: e, into: &names)
        case .object(let fields): for field in fields { references(in: field.type, into: &names) }
        case .union(let members): for member in members { references(in: member, into: &names) }
        default: break
        }
    }
}

extension DTOAuditor {
    /// The Swift type's wire model as this audit judges it: as sent, for a request body the
    /// app may also decode; otherwise as the app uses it.
    mutating func wireModel(_ swiftType: ScannedType) -> WireModel {
        let used = matcher.wire(swiftType)
        guard auditingRequest, used.decodes, used.encodes else { return used }
        // The app's code decodes it (an SDK that plays both roles): what it drops is lost on receipt.
        if matcher.swiftDirection(swiftType)?.decodeSeen == true { return used }
        if let known = sentWires[swiftType.name] { return known }
        let sent = WireModel(swiftType, context: matcher.context, sentOnly: true)
        sentWires[swiftType.name] = sent
        return sent
    }
}
