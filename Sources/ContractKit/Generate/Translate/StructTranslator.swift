/// Object types → `public struct X: Codable, Sendable, Hashable` with explicit
/// CodingKeys, a memberwise init, `init(from:)` and `encode(to:)`.
extension TranslationContext {
    /// How one field is generated. A class: it is read by five loops per struct, and
    /// copying its ten strings each time showed in profiles.
    final class FieldPlan {
        let field: Field
        /// The Swift property name, unescaped.
        let property: String
        /// The stored property: the property itself, or `_property` behind a
        /// deprecated accessor so generated code never touches a deprecated name.
        let storage: String
        /// The property's type, with `?` when the field may be missing or null.
        let type: String
        /// The type to decode: `type` without the optional.
        let decodedType: String
        let isOptional: Bool
        /// A required field's default, used when the key is missing.
        let defaultExpression: String?
        /// `property` and `storage` as written in code (keywords in backticks), computed once.
        let escapedProperty: String
        let escapedStorage: String
        /// `forKey: .title`
        let keyArgument: String

        init(field: Field, property: String, storage: String, type: String, decodedType: String, isOptional: Bool,
             defaultExpression: String?, escapedProperty: String, escapedStorage: String, keyArgument: String) {
            self.field = field
            self.property = property
            self.storage = storage
            self.type = type
            self.decodedType = decodedType
            self.isOptional = isOptional
            self.defaultExpression = defaultExpression
            self.escapedProperty = escapedProperty
            self.escapedStorage = escapedStorage
            self.keyArgument = keyArgument
        }
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

    /// How each field of an object is generated: property name, type, optionality and
    /// default. The mapper generator reads the same plans, so mappers name what DTOs declare.
    func fieldPlans(irPath: String, fields: [Field], nested: inout NestedTypes) -> [FieldPlan] {
        var usedProperties: Set<String> = []
        usedProperties.reserveCapacity(fields.count)
        let properties = fields.map { field in
            let property = SwiftNaming.unique(SwiftNaming.propertyName(field.name, acronyms: acronyms), in: usedProperties)
            usedProperties.insert(property)
            return property
        }
        // A nested type may not share a name with a property: `"2fa"` is `_2fa` either way.
        nested.reserve(properties + fields.indices.filter { fields[$0].deprecated != nil }.map { "_" + properties[$0] })
        return zip(fields, properties).map { field, property in
            let fieldPath = "\(irPath).\(field.name)"
            var field = field
            // Copying a field costs a retain per member: only a matched pattern changes it.
            if !integerGlobs.isEmpty { field.type = integerAdjusted(field.type, fieldName: field.name, fieldPath: fieldPath) }
            var type: String
            if let override = config.typeOverrides[fieldPath] {
                type = override
                usedOverrides.insert(fieldPath)
            } else {
                type = swiftType(field.type, fieldName: field.name, irPath: fieldPath, location: field.location, nested: &nested)
            }
            let alreadyOptional = type.hasSuffix("?")
            let decoded = alreadyOptional ? String(type.dropLast()) : type
            // An optional field with a default (zod's `.default(x)`, or `@default`) is never
            // missing after decoding: the default fills it.
            let wireDefault = field.optionality == .optional && !alreadyOptional && field.defaultValue != nil
                ? defaultValue(for: field, path: fieldPath, swiftType: decoded) : nil
            let isOptional = (field.optionality.allowsMissingValue && wireDefault == nil) || alreadyOptional
            if isOptional && !alreadyOptional { type += "?" }
            let defaultExpression = isOptional ? nil : wireDefault ?? defaultValue(for: field, path: fieldPath, swiftType: decoded)
            let storage = field.deprecated == nil ? property : "_" + property
            let escaped = SwiftNaming.escaped(property)
            return FieldPlan(field: field, property: property, storage: storage, type: type, decodedType: decoded, isOptional: isOptional,
                             defaultExpression: defaultExpression, escapedProperty: escaped,
                             escapedStorage: storage == property ? escaped : SwiftNaming.escaped(storage), keyArgument: concat("forKey: .", escaped))
        }
    }

    /// A struct, or for a type that contains itself by value (see `ValueCycles`) the same
    /// members in a `final class`, which Swift stores by reference, with the `==` and
    /// `hash(into:)` a struct would have synthesized.
    func structDeclaration(name: String, irPath: String, genericParameters params: [GenericParameter], fields: [Field], header: SwiftDeclHeader,
                           asClass: Bool = false) -> SwiftTypeDecl {
        var nested = NestedTypes(parent: name, context: self)
        let plans = fieldPlans(irPath: irPath, fields: fields, nested: &nested)

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
        if asClass { members += equalityMembers(name: name, storage: plans.map(\.escapedStorage)) }
        return SwiftTypeDecl(header: header, kind: asClass ? .finalClass : .struct, name: name, genericParameters: genericParameters(params),
                             inheritance: config.conformances, members: members)
    }

    /// `==` and `hash(into:)` over the stored properties, for a class.
    private func equalityMembers(name: String, storage: [String]) -> [SwiftDecl] {
        var members: [SwiftDecl] = []
        let conformances = Set(config.conformances)
        if conformances.contains("Equatable") || conformances.contains("Hashable") {
            let comparisons = storage.map { "lhs.\($0) == rhs.\($0)" }
            members.append(.function(SwiftFunction(
                header: SwiftDeclHeader(access: access), signature: "static func == (lhs: \(name), rhs: \(name)) -> Bool",
                body: [.line(comparisons.isEmpty ? "true" : comparisons.joined(separator: " && "))])))
        }
        if conformances.contains("Hashable") {
            members.append(.function(SwiftFunction(
                header: SwiftDeclHeader(access: access), signature: "func hash(into hasher: inout Hasher)",
                body: storage.map { .line("hasher.combine(self.\($0))") })))
        }
        return members
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
            let name = internalName(plan) == label ? label : concat(label, " ", internalName(plan))
            return concat(name, ": ", plan.type, plan.parameterDefault == nil ? "" : " = ", plan.parameterDefault ?? "")
        }
        members.append(.function(SwiftFunction(
            header: SwiftDeclHeader(access: access),
            signature: "init(\(parameters.joined(separator: ", ")))",
            body: plans.map { .line(concat("self.", $0.escapedStorage, " = ", internalName($0))) })))

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
            let target = concat("self.", plan.escapedStorage)
            if plan.isOptional {
                decode.append(.line(concat(target, " = try container.decodeIfPresent(", plan.decodedType, ".self, ", plan.keyArgument, ")")))
            } else if let defaultExpression = plan.defaultExpression {
                decode.append(.line(concat(target, " = try container.decodeIfPresent(", plan.decodedType, ".self, ", plan.keyArgument, ") ?? ", defaultExpression)))
            } else {
                decode.append(.line(concat(target, " = try container.decode(", plan.decodedType, ".self, ", plan.keyArgument, ")")))
            }
        }
        members.append(.function(SwiftFunction(header: SwiftDeclHeader(access: access), signature: "init(from decoder: any Decoder) throws", body: decode)))

        var encode: [SwiftStatement] = [.line("var container = encoder.container(keyedBy: CodingKeys.self)")]
        for plan in plans {
            // An absent optional stays absent; a nullable field's nil is written as null,
            // so decode → encode → decode is lossless. Always through `self.`: a field
            // named `self` would otherwise be the instance.
            let method = plan.isOptional && plan.field.optionality != .nullable ? "try container.encodeIfPresent(self." : "try container.encode(self."
            encode.append(.line(concat(method, plan.escapedStorage, ", ", plan.keyArgument, ")")))
        }
        members.append(.function(SwiftFunction(header: SwiftDeclHeader(access: access), signature: "func encode(to encoder: any Encoder) throws", body: encode)))
        return members
    }
}
