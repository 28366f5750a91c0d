/// Enums → Swift enums. By default they are forward-compatible: an `unknown(String)`
/// case keeps a value this contract version does not know through decode and
/// re-encode. A frozen enum is a plain raw-value enum, and an unseen value fails decoding.
extension TranslationContext {
    /// The Swift case name of each distinct value, in order, and the name left for the
    /// fallback case. Defaults use this too, so both always agree.
    func caseNames(_ cases: [EnumCase]) -> (planned: [(EnumCase, String)], names: [LiteralValue: String], fallback: String) {
        var names: [LiteralValue: String] = [:]
        var taken: Set<String> = []
        var planned: [(EnumCase, String)] = []
        for c in cases where names[c.value] == nil {
            let name = SwiftNaming.unique(SwiftNaming.caseName(c.name ?? c.value.stringValue, acronyms: acronyms), in: taken)
            taken.insert(name)
            names[c.value] = name
            planned.append((c, name))
        }
        // `unknown` unless the contract has an 'Unknown' value of its own.
        let fallback = taken.contains("unknown") ? SwiftNaming.unique("unknownValue", in: taken) : "unknown"
        return (planned, names, fallback)
    }

    func enumDeclaration(name: String, cases: [EnumCase], frozen: Bool, header: SwiftDeclHeader) -> SwiftTypeDecl {
        let isString = cases.allSatisfy { if case .string = $0.value { true } else { false } }
        let isInteger = cases.allSatisfy { if case .number(let n) = $0.value { n.rounded() == n } else { false } }
        let rawType = isString ? "String" : isInteger ? "Int" : "Double"

        let (planned, _, fallback) = caseNames(cases)

        func literal(_ value: LiteralValue) -> String {
            switch value {
            case .string(let s): swiftStringLiteral(s)
            case .number(let n): isInteger ? String(Int64(n)) : formatNumber(n)
            case .boolean(let b): b ? "true" : "false"
            }
        }
        func caseHeader(_ c: EnumCase) -> SwiftDeclHeader {
            var h = SwiftDeclHeader(doc: docLines(c.doc), attributes: [], access: "")
            if let d = c.deprecated { h.doc += (h.doc.isEmpty ? [] : [""]) + ["- Important: Deprecated" + (d.isEmpty ? "." : ": \(d)")] }
            return h
        }
        let escapedSelf = { (n: String) in SwiftNaming.escaped(n) }

        if frozen {
            let members = planned.map { c, caseName -> SwiftDecl in
                let raw: String? = isString && c.value.stringValue == caseName ? nil : literal(c.value)
                return .enumCase(SwiftEnumCase(header: caseHeader(c), name: escapedSelf(caseName), rawValue: raw))
            }
            return SwiftTypeDecl(header: header, kind: .enum, name: name,
                                 inheritance: [rawType] + config.conformances + ["CaseIterable"], members: members)
        }

        var members: [SwiftDecl] = planned.map { c, caseName in .enumCase(SwiftEnumCase(header: caseHeader(c), name: escapedSelf(caseName))) }
        members.append(.enumCase(SwiftEnumCase(
            header: SwiftDeclHeader(doc: ["A value this version of the contract does not define, kept as it was sent so it", "survives decoding and re-encoding."]),
            name: fallback, associatedValues: [rawType])))
        members.append(.property(SwiftProperty(
            header: SwiftDeclHeader(doc: ["The values the contract defines."], attributes: [], access: access), isStatic: true,
            name: "allCases", type: "[\(name)]", initializer: "[" + planned.map { "." + escapedSelf($0.1) }.joined(separator: ", ") + "]")))
        members.append(.function(SwiftFunction(
            header: SwiftDeclHeader(access: access), signature: "init(rawValue: \(rawType))",
            body: [.block("switch rawValue", planned.map { c, caseName in
                .switchCase("case \(literal(c.value))", [.line("self = .\(escapedSelf(caseName))")])
            } + [.switchCase("default", [.line("self = .\(fallback)(rawValue)")])])])))
        members.append(.property(SwiftProperty(
            header: SwiftDeclHeader(access: access), name: "rawValue", type: rawType,
            getter: [.block("switch self", planned.map { c, caseName in
                .switchCase("case .\(escapedSelf(caseName))", [.line("return \(literal(c.value))")])
            } + [.switchCase("case .\(fallback)(let value)", [.line("return value")])])])))
        members.append(.function(SwiftFunction(
            header: SwiftDeclHeader(access: access), signature: "init(from decoder: any Decoder) throws",
            body: [.line("self.init(rawValue: try decoder.singleValueContainer().decode(\(rawType).self))")])))
        members.append(.function(SwiftFunction(
            header: SwiftDeclHeader(access: access), signature: "func encode(to encoder: any Encoder) throws",
            body: [.line("var container = encoder.singleValueContainer()"), .line("try container.encode(rawValue)")])))
        return SwiftTypeDecl(header: header, kind: .enum, name: name,
                             inheritance: ["RawRepresentable"] + config.conformances + ["CaseIterable"], members: members)
    }
}
