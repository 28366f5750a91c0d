/// Object types → `public struct X: Codable, Sendable, Hashable` with explicit
/// CodingKeys, a memberwise init, `init(from:)` and `encode(to:)`.
extension TranslationContext {
    /// How one field is generated.
    struct FieldPlan {
        var field: Field
        /// The Swift property name, unescaped.
        var property: String
        /// The stored property: the property itself, or `_property` behind a
        /// deprecated accessor so generated code never touches a deprecated name.
        var storage: String
        /// The property's type, with `?` when the field may be missing or null.
        var type: String
        /// The type to decode: `type` without the optional.
        var decodedType: String
        var isOptional: Bool
        /// A required field's default, used when the key is missing.
        var defaultExpression: String?
        /// `property` and `storage` as written in code (keywords in backticks), computed once.
        var escapedProperty: String
        var escapedStorage: String
        /// `forKey: .title`
        var keyArgument: String
        /// The memberwise init's default: the field default, or for a literal-typed field
        /// (`success: true`) its only possible value.
        var parameterDefault: String? {
            if isOptional { return "nil" }
            if let defaultExpression { return defaultExpression }
            if case .literal(let value) = field.type {
                switch value {
                case .string(let s): return swiftStringLiteral(s)
                case .number(let n): return formatNumber(n)
                case .boolean(let b): return b ? "true" : "false"
                }
            }
            return nil
        }
    }

    func structDeclaration(name: String, irPath: String, genericParameters params: [GenericParameter], fields: [Field], header: SwiftDeclHeader) -> SwiftTypeDecl {
        var nested = NestedTypes(parent: name, context: self)
        var usedProperties: Set<String> = []
        let plans: [FieldPlan] = fields.map { field in
            let property = SwiftNaming.unique(SwiftNaming.propertyName(field.name), in: usedProperties)
            usedProperties.insert(property)
            let fieldPath = "\(irPath).\(field.name)"
            var type: String
            if let override = config.typeOverrides[fieldPath] {
                type = override
                usedOverrides.insert(fieldPath)
            } else {
                type = swiftType(field.type, fieldName: field.name, irPath: fieldPath, location: field.location, nested: &nested)
            }
            let alreadyOptional = type.hasSuffix("?")
            let isOptional = field.optionality.allowsMissingValue || alreadyOptional
            let decoded = alreadyOptional ? String(type.dropLast()) : type
            if isOptional && !alreadyOptional { type += "?" }
            let defaultExpression = isOptional ? nil : defaultValue(for: field, path: fieldPath, swiftType: decoded)
            let storage = field.deprecated == nil ? property : "_" + property
            let escaped = SwiftNaming.escaped(property)
            return FieldPlan(field: field, property: property, storage: storage, type: type, decodedType: decoded, isOptional: isOptional,
                             defaultExpression: defaultExpression, escapedProperty: escaped,
                             escapedStorage: storage == property ? escaped : SwiftNaming.escaped(storage), keyArgument: "forKey: .\(escaped)")
        }

        var members: [SwiftDecl] = []
        for plan in plans {
            var propertyHeader = SwiftDeclHeader(doc: docLines(plan.field.doc), attributes: [], access: access)
            if let deprecated = plan.field.deprecated {
                propertyHeader.attributes.append(deprecationAttribute(deprecated))
                members.append(.property(SwiftProperty(header: propertyHeader, name: plan.escapedProperty, type: plan.type,
                                                       getter: [.line(plan.storage)])))
                members.append(.property(SwiftProperty(header: SwiftDeclHeader(access: "private "), name: plan.storage, type: plan.type)))
            } else {
                members.append(.property(SwiftProperty(header: propertyHeader, name: plan.escapedProperty, type: plan.type)))
            }
        }
        members += nested.declarations
        members += codingMembers(plans)
        return SwiftTypeDecl(header: header, kind: .struct, name: name, genericParameters: genericParameters(params),
                             inheritance: config.conformances, members: members)
    }

    private func codingMembers(_ plans: [FieldPlan]) -> [SwiftDecl] {
        var members: [SwiftDecl] = []
        if !plans.isEmpty {
            let keys = plans.map { plan in
                SwiftEnumCase(header: SwiftDeclHeader(), name: plan.escapedProperty,
                              rawValue: plan.property == plan.field.name ? nil : swiftStringLiteral(plan.field.name))
            }
            members.append(.type(SwiftTypeDecl(header: SwiftDeclHeader(access: "private "), kind: .enum, name: "CodingKeys",
                                               inheritance: ["String", "CodingKey"], members: keys.map(SwiftDecl.enumCase))))
        }

        // Memberwise init: optionals default to nil, defaulted fields to their default.
        // A parameter named `self` would shadow self in the body: it keeps its label and
        // gets another internal name.
        func internalName(_ plan: FieldPlan) -> String {
            plan.property == "self" || plan.property == "Self" ? "_" + plan.property : plan.escapedProperty
        }
        let parameters = plans.map { plan -> String in
            let label = plan.escapedProperty
            let name = internalName(plan) == label ? label : "\(label) \(internalName(plan))"
            return "\(name): \(plan.type)" + (plan.parameterDefault.map { " = \($0)" } ?? "")
        }
        members.append(.function(SwiftFunction(
            header: SwiftDeclHeader(access: access),
            signature: "init(\(parameters.joined(separator: ", ")))",
            body: plans.map { .line("self.\($0.escapedStorage) = \(internalName($0))") })))

        guard !plans.isEmpty else {
            // An empty object: there are no keys to read, and it encodes as `{}`.
            members.append(.function(SwiftFunction(header: SwiftDeclHeader(access: access), signature: "init(from decoder: any Decoder) throws",
                                                   body: [.line("_ = try decoder.singleValueContainer()")])))
            members.append(.function(SwiftFunction(header: SwiftDeclHeader(access: access), signature: "func encode(to encoder: any Encoder) throws",
                                                   body: [.line("var container = encoder.singleValueContainer()"),
                                                          .line("try container.encode([String: Int]())")])))
            return members
        }

        var decode: [SwiftStatement] = [.line("let container = try decoder.container(keyedBy: CodingKeys.self)")]
        for plan in plans {
            let key = plan.keyArgument
            let target = "self.\(plan.escapedStorage)"
            if plan.isOptional {
                decode.append(.line("\(target) = try container.decodeIfPresent(\(plan.decodedType).self, \(key))"))
            } else if let defaultExpression = plan.defaultExpression {
                decode.append(.line("\(target) = try container.decodeIfPresent(\(plan.decodedType).self, \(key)) ?? \(defaultExpression)"))
            } else {
                decode.append(.line("\(target) = try container.decode(\(plan.decodedType).self, \(key))"))
            }
        }
        members.append(.function(SwiftFunction(header: SwiftDeclHeader(access: access), signature: "init(from decoder: any Decoder) throws", body: decode)))

        var encode: [SwiftStatement] = [.line("var container = encoder.container(keyedBy: CodingKeys.self)")]
        for plan in plans {
            let key = plan.keyArgument
            // Always through `self.`: a field named `self` would otherwise be the instance.
            let value = "self." + plan.escapedStorage
            // An absent optional stays absent; a nullable field's nil is written as null,
            // so decode → encode → decode is lossless.
            let method = plan.isOptional && plan.field.optionality != .nullable ? "encodeIfPresent" : "encode"
            encode.append(.line("try container.\(method)(\(value), \(key))"))
        }
        members.append(.function(SwiftFunction(header: SwiftDeclHeader(access: access), signature: "func encode(to encoder: any Encoder) throws", body: encode)))
        return members
    }
}
