/// Object types: every contract field against the Swift type's stored properties,
/// CodingKeys, decoder, encoder and memberwise initializer.
extension DTOAuditor {
    /// What a Swift type's field checks consult, built once per type.
    struct ObjectTables {
        let typeName: String
        let swiftType: ScannedType
        let wire: WireNames
        let readsByKey: [String: ScannedDecoder.Read]
        let readsByProperty: [String: ScannedDecoder.Read]
        let encodedKeys: Set<String>
        /// The public initializer with the most parameters, taken as the memberwise one.
        let memberwise: ScannedInitializer?
        /// A parameter stores into the property of its name, or a deprecated field's `_name`.
        let initNames: Set<String>
        let storedCount: Int

        init(_ typeName: String, _ swiftType: ScannedType, wire: WireNames) {
            self.typeName = typeName
            self.swiftType = swiftType
            self.wire = wire
            let reads = swiftType.decoder?.reads ?? []
            readsByKey = Dictionary(reads.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
            readsByProperty = Dictionary(reads.compactMap { r in r.property.map { ($0, r) } }, uniquingKeysWith: { a, _ in a })
            encodedKeys = Set(swiftType.encoder?.keys ?? [])
            memberwise = swiftType.initializers.filter { $0.access == "public" || $0.access == "open" }.max { $0.parameters.count < $1.parameters.count }
            initNames = Set((memberwise?.parameters ?? []).flatMap { [$0.name, $0.label, "_" + $0.label] })
            storedCount = swiftType.properties.filter { $0.stored && !$0.static }.count
        }
    }

    mutating func auditObject(_ typeName: String, fields: [Field], _ swiftType: ScannedType) {
        let tables = ObjectTables(typeName, swiftType, wire: matcher.wire(swiftType))
        var consumed = Set<String>()
        var rows = fields.map { auditField($0, tables, consumed: &consumed) }
        rows += auditExtraProperties(tables, consumed: consumed)
        fieldRows[typeName] = rows
    }

    /// One contract field: its property, or the finding that it has none; then its type,
    /// optionality and coding. Returns its field-table row.
    mutating func auditField(_ field: Field, _ t: ObjectTables, consumed: inout Set<String>) -> FieldRow {
        let (typeName, swiftType) = (t.typeName, t.swiftType)
        guard let property = t.wire.property(forWireName: field.name) else {
            if let sameName = swiftType.properties.first(where: { $0.stored && sameIdentifier($0.name, SwiftNaming.propertyName(field.name)) }),
               let key = t.wire.keyCase[sameName.name] {
                report(.codingKeyMismatch, type: typeName, field: field.name,
                       "\(swiftType.name).\(sameName.name) is coded as '\(key.rawValue ?? key.name)', but the contract field is '\(field.name)'",
                       contract: field.location, swift: SourceLocation(file: swiftType.file, line: key.line, column: 1))
                consumed.insert(sameName.name)
                return FieldRow(field: field.name, typeScript: tsText(field), swift: sameName.type, rule: .codingKeyMismatch, severity: .error)
            }
            // A field whose type the contract does not declare (a Firestore reference, a
            // Node timer) may never reach JSON: worth a look, not a failed build.
            let uncheckable = field.type.externalType != nil || field.type.isUnsupported
            report(.missingField, severity: uncheckable ? .warning : nil, type: typeName, field: field.name,
                   "\(typeName).\(field.name) (\(tsText(field))) has no property in \(swiftType.name): the app drops this data",
                   contract: field.location, swift: location(swiftType))
            return FieldRow(field: field.name, typeScript: tsText(field), swift: nil, rule: .missingField, severity: uncheckable ? .warning : .error)
        }
        let before = findings.count
        consumed.insert(property.name)
        let shape = SwiftTypeShape(property.type ?? "")
        reportUncheckedType(field, typeName: typeName, swift: location(swiftType, property))
        if property.type != nil {
            checkType(field.type, shape, typeName: typeName, field: field, swiftType: swiftType, property: property)
        }
        checkOptionality(field, property, shape: shape, t)
        checkCoding(field, property, t)
        let worst = findings.count == before ? nil : findings[before...].filter { $0.field == field.name && $0.type == typeName }.max { $0.severity < $1.severity }
        return FieldRow(field: field.name, typeScript: tsText(field), swift: property.type, rule: worst?.rule, severity: worst?.severity)
    }

    /// A field of unsupported or external type, which the audit cannot check.
    mutating func reportUncheckedType(_ field: Field, typeName: String, swift: SourceLocation) {
        if case .unsupported(let construct) = field.type {
            report(.unsupportedConstruct, type: typeName, field: field.name,
                   "\(typeName).\(field.name) has an unsupported \(construct); its type is not checked", contract: field.location, swift: swift)
        } else if let (name, module) = field.type.externalType {
            // Ambient and package types are expected in real contracts: worth knowing, not a warning.
            let origin = module.map { " from '\($0)'" } ?? ""
            report(.unsupportedConstruct, severity: .info, type: typeName, field: field.name,
                   "\(typeName).\(field.name) has the external type '\(name)'\(origin), which the contract does not declare; its type is not checked",
                   contract: field.location, swift: swift)
        }
    }

    mutating func checkOptionality(_ field: Field, _ property: ScannedProperty, shape: SwiftTypeShape, _ t: ObjectTables) {
        let (typeName, swiftType) = (t.typeName, t.swiftType)
        let key = t.wire.wireName[property.name] ?? field.name
        let read = t.readsByKey[t.wire.keyCase[property.name]?.name ?? key] ?? t.readsByProperty[property.name]
        let hasFallback = read?.fallback != nil || (swiftType.decoder == nil && property.defaultValue != nil && property.mutable)
        let swiftOptional = shape.isOptional || property.optional
        if field.optionality == .optional, let fallback = field.defaultValue, !swiftOptional && !hasFallback {
            // zod's `.default(v)` or `@default`: the contract's type always has it, but a
            // sender that skips the schema may leave it out.
            report(.optionalityMismatch, severity: .warning, type: typeName, field: field.name,
                   "\(typeName).\(field.name) may be missing on the wire (its default is \(fallback)), but \(swiftType.name).\(property.name) is required with no decoder fallback",
                   contract: field.location, swift: location(swiftType, property))
        } else if field.optionality.allowsMissingValue && !swiftOptional && !hasFallback {
            report(.optionalityMismatch, type: typeName, field: field.name,
                   "\(typeName).\(field.name) is \(field.optionality.rawValue) in the contract, but \(swiftType.name).\(property.name) is required with no decoder fallback",
                   contract: field.location, swift: location(swiftType, property))
        } else if !field.optionality.allowsMissingValue && swiftOptional {
            report(.optionalityMismatch, severity: .info, type: typeName, field: field.name,
                   "\(typeName).\(field.name) is required in the contract, but \(swiftType.name).\(property.name) is optional",
                   contract: field.location, swift: location(swiftType, property))
        }
    }

    /// The custom decoder, encoder and memberwise initializer each handle the property.
    mutating func checkCoding(_ field: Field, _ property: ScannedProperty, _ t: ObjectTables) {
        let (typeName, swiftType) = (t.typeName, t.swiftType)
        let keyName = t.wire.keyCase[property.name]?.name ?? property.name
        if let decoder = swiftType.decoder {
            let assigned = t.readsByProperty[property.name]
            if let assigned, assigned.key != keyName, t.wire.keyCase[property.name] != nil {
                report(.decoderMissingKey, type: typeName, field: field.name,
                       "init(from:) of \(swiftType.name) decodes \(property.name) from '.\(assigned.key)', not '.\(keyName)'",
                       contract: field.location, swift: SourceLocation(file: swiftType.file, line: assigned.line, column: 1))
            } else if assigned == nil && t.readsByKey[keyName] == nil {
                report(.decoderMissingKey, type: typeName, field: field.name,
                       "init(from:) of \(swiftType.name) never decodes \(property.name) (key '.\(keyName)')",
                       contract: field.location, swift: SourceLocation(file: swiftType.file, line: decoder.line, column: 1))
            }
        }
        if let encoder = swiftType.encoder, !t.encodedKeys.contains(keyName) {
            report(.encoderMissingKey, type: typeName, field: field.name,
                   "encode(to:) of \(swiftType.name) never writes \(property.name)", contract: field.location,
                   swift: SourceLocation(file: swiftType.file, line: encoder.line, column: 1))
        }
        if let memberwise = t.memberwise, memberwise.parameters.count * 2 >= t.storedCount, !t.initNames.contains(property.name) {
            report(.initMissingParameter, type: typeName, field: field.name,
                   "the public init of \(swiftType.name) has no parameter for \(property.name)", contract: field.location,
                   swift: SourceLocation(file: swiftType.file, line: memberwise.line, column: 1))
        }
    }

    /// Stored Swift properties no contract field claimed: extra keys, or properties the
    /// CodingKeys leave out. Their rows for the field table.
    mutating func auditExtraProperties(_ t: ObjectTables, consumed: Set<String>) -> [FieldRow] {
        let (typeName, swiftType) = (t.typeName, t.swiftType)
        var rows: [FieldRow] = []
        for property in swiftType.properties where property.stored && !property.static && !consumed.contains(property.name) {
            guard let wireName = t.wire.wireName[property.name] else {
                // Not in CodingKeys: not decoded. Fine with a default or a decoder that sets it.
                let decoded = t.readsByProperty[property.name] != nil
                if property.defaultValue == nil && !decoded && swiftType.codingKeys != nil && swiftType.decoder == nil {
                    report(.codingKeyMismatch, type: typeName, field: property.name,
                           "\(swiftType.name).\(property.name) has no CodingKeys case", contract: nil, swift: location(swiftType, property))
                }
                continue
            }
            let optional = SwiftTypeShape(property.type ?? "").isOptional || property.optional
            let rule: AuditRule = optional || t.readsByProperty[property.name]?.fallback != nil ? .extraOptionalField : .extraRequiredField
            let message = rule == .extraOptionalField
                ? "\(swiftType.name).\(property.name) is not in the contract's \(typeName)"
                : "\(swiftType.name).\(property.name) requires the key '\(wireName)', which the contract's \(typeName) never sends"
            report(rule, type: typeName, field: wireName, message, contract: nil, swift: location(swiftType, property))
            // The field table shows it too, with no TypeScript type.
            rows.append(FieldRow(field: wireName, typeScript: "", swift: property.type, rule: rule.id, severity: rule.severity))
        }
        return rows
    }

    func tsText(_ field: Field) -> String {
        field.type.typeScriptText + (field.optionality.isOptional ? "?" : "") + (field.optionality.isNullable ? " | null" : "")
    }
}
