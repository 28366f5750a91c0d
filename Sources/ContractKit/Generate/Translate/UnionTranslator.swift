/// Discriminated unions → enums with associated values, decoded by reading the
/// discriminator field and re-encoded through the variant (which carries it).
extension TranslationContext {
    func unionDeclaration(_ decl: Declaration, name: String, header: SwiftDeclHeader) -> SwiftTypeDecl {
        let variants = decl.variants ?? []
        let discriminator = decl.discriminator ?? ""
        var nested = NestedTypes(parent: name, context: self)
        var members: [SwiftDecl] = []

        var cases: [(value: LiteralValue, name: String, type: String)] = []
        for (variant, caseName) in zip(variants, unionCaseNames(decl)) {
            let type = swiftType(variant.type, fieldName: caseName, irPath: "\(decl.name).\(caseName)", location: variant.location, nested: &nested)
            cases.append((variant.discriminatorValue, caseName, type))
            members.append(.enumCase(SwiftEnumCase(header: SwiftDeclHeader(), name: SwiftNaming.escaped(caseName), associatedValues: [type])))
        }
        members += nested.declarations

        let key = SwiftNaming.escaped(SwiftNaming.propertyName(discriminator, acronyms: acronyms))
        members.append(.type(SwiftTypeDecl(
            header: SwiftDeclHeader(access: "private "), kind: .enum, name: "DiscriminatorKey", inheritance: ["String", "CodingKey"],
            members: [.enumCase(SwiftEnumCase(header: SwiftDeclHeader(), name: key,
                                              rawValue: SwiftNaming.propertyName(discriminator, acronyms: acronyms) == discriminator ? nil : swiftStringLiteral(discriminator)))])))

        let valueType: String
        var switchCases: [SwiftStatement] = []
        let isBoolean = cases.allSatisfy { if case .boolean = $0.value { true } else { false } }
        let isString = cases.allSatisfy { if case .string = $0.value { true } else { false } }
        valueType = isBoolean ? "Bool" : isString ? "String" : "Double"
        for c in cases {
            let pattern: String = switch c.value {
            case .string(let s): swiftStringLiteral(s)
            case .number(let n): formatNumber(n)
            case .boolean(let b): b ? "true" : "false"
            }
            switchCases.append(.switchCase("case \(pattern)", [.line("self = .\(SwiftNaming.escaped(c.name))(try \(c.type)(from: decoder))")]))
        }
        let exhaustive = isBoolean && Set(cases.map(\.value)).count == 2
        if !exhaustive {
            switchCases.append(.switchCase("default", [.line(
                "throw DecodingError.dataCorruptedError(forKey: .\(key), in: container, debugDescription: \"unknown \(name).\(discriminator) '\\(value)'\")")]))
        }
        members.append(.function(SwiftFunction(
            header: SwiftDeclHeader(access: access), signature: "init(from decoder: any Decoder) throws",
            body: [.line("let container = try decoder.container(keyedBy: DiscriminatorKey.self)"),
                   .line("let value = try container.decode(\(valueType).self, forKey: .\(key))"),
                   .block("switch value", switchCases)])))
        members.append(.function(SwiftFunction(
            header: SwiftDeclHeader(access: access), signature: "func encode(to encoder: any Encoder) throws",
            body: [.block("switch self", cases.map { c in
                .switchCase("case .\(SwiftNaming.escaped(c.name))(let value)", [.line("try value.encode(to: encoder)")])
            })])))

        return SwiftTypeDecl(header: header, kind: .enum, name: name, genericParameters: genericParameters(decl.genericParameters),
                             inheritance: config.conformances, members: members)
    }

    /// The case name of each variant, unescaped: the variant types' names without their
    /// common suffix (SuccessResponse, ErrorResponse → success, error), or for inline
    /// variants the discriminator value.
    func unionCaseNames(_ decl: Declaration) -> [String] {
        let variants = decl.variants ?? []
        let referenceNames: [String?] = variants.map { if case .reference(let n, _) = $0.type { swiftName(n) } else { nil } }
        let suffix = commonWordSuffix(referenceNames.compactMap { $0 })
        var taken: Set<String> = []
        var names: [String] = []
        for (variant, referenceName) in zip(variants, referenceNames) {
            var base: String
            if let referenceName {
                base = String(referenceName.dropLast(suffix.count))
                if base.isEmpty { base = referenceName }
            } else if case .boolean = variant.discriminatorValue {
                base = "\(decl.discriminator ?? "") \(variant.discriminatorValue.stringValue)"
            } else {
                base = variant.discriminatorValue.stringValue
            }
            let name = SwiftNaming.unique(SwiftNaming.lowerCamel(base, acronyms: acronyms), in: taken)
            taken.insert(name)
            names.append(name)
        }
        return names
    }

    /// The longest run of whole capitalised words every name ends with, leaving each a
    /// non-empty prefix: `Response` for SuccessResponse and ErrorResponse.
    func commonWordSuffix(_ names: [String]) -> String {
        guard names.count >= 2 else { return "" }
        let wordLists = names.map { SwiftNaming.words($0) }
        var suffix: [String] = []
        while true {
            let k = suffix.count + 1
            guard wordLists.allSatisfy({ $0.count > k }), let candidate = wordLists.first.map({ $0[$0.count - k] }),
                  wordLists.allSatisfy({ $0[$0.count - k] == candidate }) else { break }
            suffix.insert(candidate, at: 0)
        }
        return suffix.joined()
    }
}
