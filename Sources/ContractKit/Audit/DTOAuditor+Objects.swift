/// Object types: every contract field against the Swift type's stored properties,
/// CodingKeys, decoder, encoder and memberwise initializer.
extension DTOAuditor {
    mutating func auditObject(_ typeName: String, fields: [Field], _ swiftType: ScannedType) {
        let wire = matcher.wire(swiftType)
        var consumed = Set<String>()
        var rows: [FieldRow] = []
        // Lookup tables built once per type: a type's fields each consult them.
        let reads = swiftType.decoder?.reads ?? []
        let readsByKey = Dictionary(reads.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
        let readsByProperty = Dictionary(reads.compactMap { r in r.property.map { ($0, r) } }, uniquingKeysWith: { a, _ in a })
        let encodedKeys = Set(swiftType.encoder?.keys ?? [])
        let memberwise = swiftType.initializers.filter { $0.access == "public" || $0.access == "open" }.max { $0.parameters.count < $1.parameters.count }
        // A parameter stores into the property of its name, or a deprecated field's `_name`.
        let initNames = Set((memberwise?.parameters ?? []).flatMap { [$0.name, $0.label, "_" + $0.label] })
        let storedCount = swiftType.properties.filter { $0.stored && !$0.static }.count

        for field in fields {
            let before = findings.count
            var property = wire.property(forWireName: field.name)
            if property == nil, let sameName = swiftType.properties.first(where: { $0.stored && $0.name == SwiftNaming.propertyName(field.name) }),
               let key = wire.keyCase[sameName.name] {
                report(.codingKeyMismatch, type: typeName, field: field.name,
                       "\(swiftType.name).\(sameName.name) is coded as '\(key.rawValue ?? key.name)', but the contract field is '\(field.name)'",
                       contract: field.location, swift: SourceLocation(file: swiftType.file, line: key.line, column: 1))
                consumed.insert(sameName.name)
                property = nil
                rows.append(FieldRow(field: field.name, typeScript: tsText(field), swift: sameName.type, rule: .codingKeyMismatch, severity: .error))
                continue
            }
            guard let property else {
                // A field whose type the contract does not declare (a Firestore reference, a
                // Node timer) may never reach JSON: worth a look, not a failed build.
                let uncheckable = field.type.externalType != nil || field.type.isUnsupported
                report(.missingField, severity: uncheckable ? .warning : nil, type: typeName, field: field.name,
                       "\(typeName).\(field.name) (\(tsText(field))) has no property in \(swiftType.name): the app drops this data",
                       contract: field.location, swift: location(swiftType))
                rows.append(FieldRow(field: field.name, typeScript: tsText(field), swift: nil, rule: .missingField,
                                     severity: uncheckable ? .warning : .error))
                continue
            }
            consumed.insert(property.name)
            let swiftLocation = location(swiftType, property)
            let shape = SwiftTypeShape(property.type ?? "")
            if case .unsupported(let construct) = field.type {
                report(.unsupportedConstruct, type: typeName, field: field.name,
                       "\(typeName).\(field.name) has an unsupported \(construct); its type is not checked", contract: field.location, swift: swiftLocation)
            } else if let (name, module) = field.type.externalType {
                // Ambient and package types are expected in real contracts: worth knowing, not a warning.
                let origin = module.map { " from '\($0)'" } ?? ""
                report(.unsupportedConstruct, severity: .info, type: typeName, field: field.name,
                       "\(typeName).\(field.name) has the external type '\(name)'\(origin), which the contract does not declare; its type is not checked",
                       contract: field.location, swift: swiftLocation)
            }
            if property.type != nil {
                checkType(field.type, shape, typeName: typeName, field: field, swiftType: swiftType, property: property)
            }

            let key = wire.wireName[property.name] ?? field.name
            let read = readsByKey[wire.keyCase[property.name]?.name ?? key] ?? readsByProperty[property.name]
            let hasFallback = read?.fallback != nil || (swiftType.decoder == nil && property.defaultValue != nil && property.mutable)
            let swiftOptional = shape.isOptional || property.optional
            if field.optionality.allowsMissingValue && !swiftOptional && !hasFallback {
                report(.optionalityMismatch, type: typeName, field: field.name,
                       "\(typeName).\(field.name) is \(field.optionality.rawValue) in the contract, but \(swiftType.name).\(property.name) is required with no decoder fallback",
                       contract: field.location, swift: swiftLocation)
            } else if !field.optionality.allowsMissingValue && swiftOptional {
                report(.optionalityMismatch, severity: .info, type: typeName, field: field.name,
                       "\(typeName).\(field.name) is required in the contract, but \(swiftType.name).\(property.name) is optional",
                       contract: field.location, swift: swiftLocation)
            }
            if let decoder = swiftType.decoder {
                let assigned = readsByProperty[property.name]
                let keyName = wire.keyCase[property.name]?.name ?? property.name
                if let assigned, assigned.key != keyName, wire.keyCase[property.name] != nil {
                    report(.decoderMissingKey, type: typeName, field: field.name,
                           "init(from:) of \(swiftType.name) decodes \(property.name) from '.\(assigned.key)', not '.\(keyName)'",
                           contract: field.location, swift: SourceLocation(file: swiftType.file, line: assigned.line, column: 1))
                } else if assigned == nil && readsByKey[keyName] == nil {
                    report(.decoderMissingKey, type: typeName, field: field.name,
                           "init(from:) of \(swiftType.name) never decodes \(property.name) (key '.\(keyName)')",
                           contract: field.location, swift: SourceLocation(file: swiftType.file, line: decoder.line, column: 1))
                }
            }
            if let encoder = swiftType.encoder, !encodedKeys.contains(wire.keyCase[property.name]?.name ?? property.name) {
                report(.encoderMissingKey, type: typeName, field: field.name,
                       "encode(to:) of \(swiftType.name) never writes \(property.name)", contract: field.location,
                       swift: SourceLocation(file: swiftType.file, line: encoder.line, column: 1))
            }
            if let memberwise, memberwise.parameters.count * 2 >= storedCount, !initNames.contains(property.name) {
                report(.initMissingParameter, type: typeName, field: field.name,
                       "the public init of \(swiftType.name) has no parameter for \(property.name)", contract: field.location,
                       swift: SourceLocation(file: swiftType.file, line: memberwise.line, column: 1))
            }
            let worst = findings.count == before ? nil : findings[before...].filter { $0.field == field.name && $0.type == typeName }.max { $0.severity < $1.severity }
            rows.append(FieldRow(field: field.name, typeScript: tsText(field), swift: property.type, rule: worst?.rule, severity: worst?.severity))
        }

        for property in swiftType.properties where property.stored && !property.static && !consumed.contains(property.name) {
            guard let wireName = wire.wireName[property.name] else {
                // Not in CodingKeys: not decoded. Fine with a default or a decoder that sets it.
                let decoded = readsByProperty[property.name] != nil
                if property.defaultValue == nil && !decoded && swiftType.codingKeys != nil && swiftType.decoder == nil {
                    report(.codingKeyMismatch, type: typeName, field: property.name,
                           "\(swiftType.name).\(property.name) has no CodingKeys case", contract: nil, swift: location(swiftType, property))
                }
                continue
            }
            let optional = SwiftTypeShape(property.type ?? "").isOptional || property.optional
            let rule: AuditRule = optional || readsByProperty[property.name]?.fallback != nil ? .extraOptionalField : .extraRequiredField
            if rule == .extraOptionalField {
                report(.extraOptionalField, type: typeName, field: wireName,
                       "\(swiftType.name).\(property.name) is not in the contract's \(typeName)", contract: nil, swift: location(swiftType, property))
            } else {
                report(.extraRequiredField, type: typeName, field: wireName,
                       "\(swiftType.name).\(property.name) requires the key '\(wireName)', which the contract's \(typeName) never sends",
                       contract: nil, swift: location(swiftType, property))
            }
            // The field table shows it too, with no TypeScript type.
            rows.append(FieldRow(field: wireName, typeScript: "", swift: property.type, rule: rule.id, severity: rule.severity))
        }
        fieldRows[typeName] = rows
    }

    func tsText(_ field: Field) -> String {
        field.type.typeScriptText + (field.optionality.isOptional ? "?" : "") + (field.optionality.isNullable ? " | null" : "")
    }
}
