/// Object types: every contract field against the Swift type's stored properties,
/// CodingKeys, decoder, encoder and memberwise initializer.
extension DTOAuditor {
    /// What a Swift type's field checks consult, built once per type.
    struct ObjectTables {
        let typeName: String
        let swiftType: ScannedType
        let wire: WireModel
        /// The public initializer with the most parameters, taken as the memberwise one.
        let memberwise: ScannedInitializer?
        let storedCount: Int
        /// Where the last parameter search ended: fields come in about the order the
        /// initializer takes them, so each search costs a comparison or two.
        private let parameterSearch = SearchCursor()

        final class SearchCursor {
            var search = ShortListSearch()
        }

        init(_ typeName: String, _ swiftType: ScannedType, wire: WireModel) {
            self.typeName = typeName
            self.swiftType = swiftType
            self.wire = wire
            memberwise = swiftType.initializers.filter { $0.access == "public" || $0.access == "open" }.max { $0.parameters.count < $1.parameters.count }
            storedCount = swiftType.properties.filter { $0.stored && !$0.static }.count
        }

        /// A parameter of the memberwise initializer stores into the property of its name or
        /// label, or a deprecated field's `_name`. Searched in place: a type has tens of them.
        func initializerStores(_ property: String) -> Bool {
            guard let parameters = memberwise?.parameters else { return false }
            let bare = property.utf8.first == UInt8(ascii: "_") ? String(property.dropFirst()) : nil
            return parameterSearch.search.firstIndex(in: parameters) { p in p.name == property || p.label == property || p.label == bare } != nil
        }

        /// The property a key feeds, or a stand-in named after its key case (a value the
        /// decoder only inspects, or keeps in a local), for messages and locations.
        func holder(of key: WireModel.Key) -> ScannedProperty {
            if let property = wire.property(of: key) { return property }
            return ScannedProperty(name: key.caseName, type: key.swiftType, optional: key.swiftType?.hasSuffix("?") ?? false, stored: true,
                                   static: false, mutable: false, defaultValue: nil, access: nil, line: key.line, column: 1)
        }
    }

    /// `inherited`: fields a sibling paired with the same Swift type audits under its own name
    /// (`TypeMatcher+Variants`); their keys are the contract's, but no finding repeats.
    mutating func auditObject(_ typeName: String, fields: [Field], _ swiftType: ScannedType, inherited: [Field] = []) {
        let tables = ObjectTables(typeName, swiftType, wire: wireModel(swiftType))
        if !tables.wire.partial.isEmpty {
            report(.unsupportedConstruct, severity: .info, type: typeName,
                   "\(swiftType.name) is read partly (\(tables.wire.partial.joined(separator: ", "))): the keys it may read there are not checked",
                   contract: nil, swift: location(swiftType))
        }
        var consumed = Set(inherited.compactMap { tables.wire.key(forWireName: $0.name)?.name })
        // Sized once: each field inserts its key.
        consumed.reserveCapacity(fields.count + inherited.count)
        var rows = fieldsAsSent(fields, of: typeName, tables.wire).map { auditField($0, tables, consumed: &consumed) }
        rows += auditExtraKeys(tables, fields: fields + inherited, consumed: consumed)
        fieldRows[typeName] = rows
    }

    /// One contract field: the key that reads it, or the finding that none does; then its
    /// type, optionality and coding. Returns its field-table row.
    mutating func auditField(_ field: Field, _ t: ObjectTables, consumed: inout Set<String>) -> FieldRow {
        let typeName = t.typeName
        guard let key = t.wire.key(forWireName: field.name) ?? keyWritten(as: field.name, t) else {
            return reportUnreadField(field, t, consumed: &consumed)
        }
        let before = findings.count
        consumed.insert(key.name)
        let property = t.holder(of: key)
        if let row = reportConvertedSnakeKey(field, key, property, t) ?? reportSnakeCaseSentKey(field, key, property, t) { return row }
        let shape = swiftShape(key.swiftType ?? property.type ?? "")
        reportUncheckedType(field, typeName: typeName, swift: location(t.swiftType, property))
        if (key.swiftType ?? property.type) != nil && !key.opensNestedObject {
            let read = key.fallbackTypes.isEmpty ? shape : fallbackShape(field.type, shape, key, owner: t.swiftType)
            checkType(field.type, read, typeName: typeName, field: field, swiftType: t.swiftType, property: property)
        } else if key.opensNestedObject {
            _ = auditNestedReader(field, key, t.swiftType)
        }
        // The shape parsed above is the key's own type's whenever the key has one.
        // A field typed by an alias that admits null is judged as if `| null` were written out.
        checkOptionality(nullableThroughAlias(field) ?? field, key, property, t, keyTypeIsOptional: key.swiftType != nil && shape.isOptional)
        checkCoding(field, key, property, t)
        let worst = findings.count == before ? nil : findings[before...].filter { $0.field == field.name && $0.type == typeName }.max { $0.severity < $1.severity }
        return FieldRow(field: field.name, typeScript: tsText(field), swift: property.type ?? key.swiftType, rule: worst?.rule, severity: worst?.severity)
    }

    /// An explicit snake_case CodingKey (`case shippedAt = "shipped_at"`) on a type decoded
    /// with `.convertFromSnakeCase`: Foundation turns the JSON key into `shippedAt` before it
    /// compares keys, so this key never matches and the value is never read.
    mutating func reportConvertedSnakeKey(_ field: Field, _ key: WireModel.Key, _ property: ScannedProperty, _ t: ObjectTables) -> FieldRow? {
        // Bytes first: every field of every type asks, and few keys hold an underscore.
        guard key.decodes, let line = key.keyCaseLine, !matcher.context.snakeCaseDecoders.isEmpty, key.name.hasByte(UInt8(ascii: "_")),
              let decoder = matcher.context.snakeCaseDecoders.decoder(for: t.swiftType.name),
              WireModel.camelCase(fromSnakeCase: key.name) != key.name else { return nil }
        let converted = WireModel.camelCase(fromSnakeCase: key.name)
        let outcome = key.mayBeAbsent ? "\(property.name) is always nil" : "decoding fails for want of the key"
        report(.codingKeyMismatch, type: t.typeName, field: field.name,
               "\(t.swiftType.name).\(property.name) reads '\(key.name)', but \(t.swiftType.name) is decoded with .convertFromSnakeCase (\(decoder)), "
                   + "which turns the JSON key '\(field.name)' into '\(converted)' before comparing keys: '\(key.name)' never matches, so \(outcome); "
                   + "write the CodingKey as '\(converted)' or drop it",
               contract: field.location, swift: SourceLocation(file: t.swiftType.file, line: line, column: 1))
        return FieldRow(field: field.name, typeScript: tsText(field), swift: property.type ?? key.swiftType, rule: .codingKeyMismatch, severity: .error)
    }

    /// A contract field no key of the Swift type reads: a key under another name (a wrong
    /// wire name), a CodingKeys case the decoder never reads, or a dropped field.
    mutating func reportUnreadField(_ field: Field, _ t: ObjectTables, consumed: inout Set<String>) -> FieldRow {
        let (typeName, swiftType) = (t.typeName, t.swiftType)
        let row = FieldRow(field: field.name, typeScript: tsText(field), swift: nil, rule: nil, severity: nil)
        // Code the scan cannot follow may read it: no finding (the type has an info note).
        if !t.wire.partial.isEmpty && !readsGenericPartOnly(t) { return row }
        // The union's discriminator, which the enum that holds this variant reads.
        if discriminatorOfVariant[typeName] == field.name { return row }
        // A union's tag the enum holding this arm's struct reads.
        if case .literal = field.type, tagReadByHolder(field.name, of: swiftType), isUnionTag(field.name, of: typeName) { return row }
        if readByHandingEnum(field, t) { return row }
        if let near = nearMiss(field, t, consumed: consumed) {
            consumed.insert(near.name)
            let holder = t.holder(of: near)
            // Only a type the app decodes with `.convertFromSnakeCase` has its keys converted.
            let converted = t.wire.convertsFromSnakeCase && field.name.hasByte(UInt8(ascii: "_")) && matcher.context.snakeCaseDecoders.decoder(for: t.swiftType.name) != nil
                ? WireModel.camelCase(fromSnakeCase: field.name) : nil
            let message = converted.map { "\(swiftType.name).\(holder.name) reads '\(near.name)', but .convertFromSnakeCase turns the contract's '\(field.name)' into '\($0)'" }
                ?? snakeCaseSentNote(near, holder, field, t)
                ?? (t.wire.decodes ? "\(swiftType.name).\(holder.name) reads '\(near.name)', which the contract never sends; the contract's key is '\(field.name)'"
                    : "\(swiftType.name).\(holder.name) sends '\(near.name)', which the contract does not define; the contract's key is '\(field.name)'")
            report(.codingKeyMismatch, type: typeName, field: field.name, message, contract: field.location,
                   swift: SourceLocation(file: swiftType.file, line: near.keyCaseLine ?? near.line, column: 1))
            return FieldRow(field: field.name, typeScript: tsText(field), swift: holder.type, rule: .codingKeyMismatch, severity: .error)
        }
        if !t.wire.decodes {
            // A request body: the app never sends this field; the server misses it only when it is required.
            guard !field.optionality.isOptional else {
                // A backend that adds an optional request field breaks no app: worth knowing only.
                report(.missingField, severity: .info, type: typeName, field: field.name,
                       "the app never sends \(typeName).\(field.name) (\(field.irDescription)), which the contract makes optional: \(swiftType.name) has no '\(field.name)'",
                       contract: field.location, swift: location(swiftType))
                return row
            }
            report(.missingField, type: typeName, field: field.name,
                   "\(typeName).\(field.name) (\(field.irDescription)) is required by the contract, but \(swiftType.name) never sends '\(field.name)'",
                   contract: field.location, swift: location(swiftType))
            return FieldRow(field: field.name, typeScript: tsText(field), swift: nil, rule: .missingField, severity: .error)
        }
        if let decoder = swiftType.decoder, let c = swiftType.codingKeys?.first(where: { ($0.rawValue ?? $0.name) == field.name }),
           let rebuilt = decoder.derived.first(where: { $0.property == c.name }) {
            report(.decoderMissingKey, severity: .info, type: typeName, field: field.name,
                   "init(from:) of \(swiftType.name) computes '\(field.name)' from \(rebuilt.from.joined(separator: " and ")) instead of reading it: the value is rebuilt, not lost",
                   contract: field.location, swift: SourceLocation(file: swiftType.file, line: rebuilt.line, column: 1))
            return FieldRow(field: field.name, typeScript: tsText(field), swift: nil, rule: nil, severity: nil)
        }
        if let decoder = swiftType.decoder, let c = swiftType.codingKeys?.first(where: { ($0.rawValue ?? $0.name) == field.name }) {
            report(.decoderMissingKey, type: typeName, field: field.name,
                   "init(from:) of \(swiftType.name) never reads '\(field.name)' (CodingKeys.\(c.name)): the app drops this data",
                   contract: field.location, swift: SourceLocation(file: swiftType.file, line: decoder.line, column: 1))
            return FieldRow(field: field.name, typeScript: tsText(field), swift: nil, rule: .decoderMissingKey, severity: .error)
        }
        if let whole = swiftType.decoder?.delegates.first(where: { $0.hasPrefix("[") || CodingBodyReader.isHandOff($0) }) {
            let how = CodingBodyReader.isHandOff(whole) ? "passes the decoder to \(whole), which sees every key and may keep it" : "decodes the whole object as \(whole), which keeps it"
            report(.missingField, severity: .info, type: typeName, field: field.name,
                   "\(typeName).\(field.name) has no property in \(swiftType.name), but its init(from:) also \(how)",
                   contract: field.location, swift: location(swiftType))
            return row
        }
        if !field.optionality.isNullable, inheritedTags.contains("\(typeName).\(field.name)") {
            report(.missingField, severity: .info, type: typeName, field: field.name,
                   "\(typeName).\(field.name) is a tag inherited as \(field.irDescription), which other types narrow to constants, and \(swiftType.name) does not read it: a tag carries no data",
                   contract: field.location, swift: location(swiftType))
            return row
        }
        if carriesNoData(field, t) { return row }
        // A thin view of a type its counterpart reads: the fields it leaves out are said once.
        if thinViewOf != nil { return row }
        if reportKeptElsewhere(field, t) { return row }
        // A field whose type the contract does not declare (a Firestore reference, a
        // Node timer) may never reach JSON: worth a look, not a failed build.
        let uncheckable = field.type.externalType != nil || field.type.isUnsupported
        let dropped = unwiredPropertyNote(field.name, swiftType).map { "is never decoded, and the app drops this data: \($0)" }
            ?? "has no property in \(swiftType.name): the app drops this data"
        report(.missingField, severity: uncheckable ? .warning : nil, type: typeName, field: field.name,
               "\(typeName).\(field.name) (\(field.irDescription)) \(dropped)",
               contract: field.location, swift: location(swiftType))
        return FieldRow(field: field.name, typeScript: tsText(field), swift: nil, rule: .missingField, severity: uncheckable ? .warning : .error)
    }

    /// The tag of a discriminated union this type is an arm of (`type: 'user'` in `User | Org`):
    /// one value per arm, it says which arm a payload is, so it is data, not a constant.
    func isUnionTag(_ field: String, of typeName: String) -> Bool {
        declarations.values.contains { decl in
            decl.kind == .union && decl.discriminator == field
                && (decl.variants ?? []).contains { if case .reference(typeName, _) = $0.type { true } else { false } }
        }
    }

    /// An optional constant (`cardExists?: true`, `format?: 'html'`): whether it is there is
    /// the value (the second says how another field is written), so dropping it loses data.
    static func isFlag(_ value: LiteralValue, _ field: Field) -> Bool {
        field.optionality.isOptional
    }

    /// A key no contract field claims whose name is the field's with other case or
    /// separators (`members_count` for `member_count`), or the same Swift name.
    func nearMiss(_ field: Field, _ t: ObjectTables, consumed: Set<String>) -> WireModel.Key? {
        let folded = WireModel.folded(field.name)
        let free = t.wire.keys.filter { !consumed.contains($0.name) && $0.decodes == t.wire.decodes }
        if let key = free.first(where: { WireModel.folded($0.name) == folded }) { return key }
        let swiftName = SwiftNaming.propertyName(field.name)
        return free.first { key in key.properties.contains { sameIdentifier($0, swiftName) } || sameIdentifier(key.caseName, swiftName) }
            ?? renamedKey(field, t, among: free)
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

    /// Whether the key's reading accepts what the contract allows: absence for an optional
    /// field, `null` for a nullable one. A request body is judged as a sender.
    mutating func checkOptionality(_ field: Field, _ key: WireModel.Key, _ property: ScannedProperty, _ t: ObjectTables, keyTypeIsOptional: Bool) {
        let (typeName, swiftType) = (t.typeName, t.swiftType)
        let at = location(swiftType, property)
        // Named only in a finding: most fields have none.
        var reader: String { "\(swiftType.name).\(property.name)" }
        guard key.decodes else {
            if !field.optionality.allowsMissingValue, key.mayBeAbsent || keyTypeIsOptional {
                report(.optionalityMismatch, severity: .warning, type: typeName, field: field.name,
                       "\(typeName).\(field.name) is required in the contract, but \(reader) may leave '\(key.name)' out of the request",
                       contract: field.location, swift: at)
            }
            return
        }
        let absentFails = field.optionality.isOptional && (!key.mayBeAbsent || requiredByEveryViableArm(key, t))
        let nullFails = field.optionality.isNullable && !key.acceptsNull
        if field.optionality == .optional, let fallback = field.defaultValue, absentFails {
            // zod's `.default(v)` or `@default`: the contract's type always has it, but a
            // sender that skips the schema may leave it out.
            report(.optionalityMismatch, severity: .warning, type: typeName, field: field.name,
                   "\(typeName).\(field.name) may be missing on the wire (its default is \(fallback)), but \(reader) requires '\(key.name)' with no decoder fallback",
                   contract: field.location, swift: at)
        } else if absentFails || nullFails {
            let what = absentFails && nullFails ? "absent or null" : absentFails ? "absent" : "null"
            report(.optionalityMismatch, type: typeName, field: field.name,
                   "\(typeName).\(field.name) is \(field.optionality.rawValue) in the contract, but \(reader) requires '\(key.name)' with no decoder fallback: decoding fails when it is \(what)",
                   contract: field.location, swift: at)
        } else if !field.optionality.allowsMissingValue && (key.mayBeAbsent || keyTypeIsOptional) && wireIsOptionalProperty(key, t) {
            report(.optionalityMismatch, severity: .info, type: typeName, field: field.name,
                   "\(typeName).\(field.name) is required in the contract, but \(reader) is optional",
                   contract: field.location, swift: at)
        }
    }

    /// Whether the Swift side holds the key as an optional (not a value with a fallback).
    func wireIsOptionalProperty(_ key: WireModel.Key, _ t: ObjectTables) -> Bool {
        let property = t.wire.property(of: key)
        return property?.optional == true || SwiftTypeShape(property?.type ?? key.swiftType ?? "").isOptional
    }

    /// The custom encoder and the memberwise initializer each handle the key's property.
    mutating func checkCoding(_ field: Field, _ key: WireModel.Key, _ property: ScannedProperty, _ t: ObjectTables) {
        let (typeName, swiftType) = (t.typeName, t.swiftType)
        if let encoder = swiftType.encoder, t.wire.encodes, t.wire.partial.isEmpty, encoder.partial.isEmpty, !key.encodes {
            report(.encoderMissingKey, type: typeName, field: field.name,
                   "encode(to:) of \(swiftType.name) never writes '\(key.name)'", contract: field.location,
                   swift: SourceLocation(file: swiftType.file, line: encoder.line, column: 1))
        }
        guard let stored = t.wire.property(of: key) else { return }
        if let memberwise = t.memberwise, memberwise.parameters.count * 2 >= t.storedCount, !t.initializerStores(stored.name) {
            report(.initMissingParameter, type: typeName, field: field.name,
                   "the public init of \(swiftType.name) has no parameter for \(stored.name)", contract: field.location,
                   swift: SourceLocation(file: swiftType.file, line: memberwise.line, column: 1))
        }
    }

    /// Keys no contract field claimed: a key the decoder requires and the contract never
    /// sends fails every decode; an optional one is only noise. Their rows for the field table.
    mutating func auditExtraKeys(_ t: ObjectTables, fields: [Field], consumed: Set<String>) -> [FieldRow] {
        let (typeName, swiftType) = (t.typeName, t.swiftType)
        var rows: [FieldRow] = []
        // `consumed` holds names of the type's keys, which are unique: when it holds as many
        // as there are keys, none is left over (most types), and no key need be looked at.
        let left = consumed.count < t.wire.keys.count ? t.wire.keys : []
        // A second spelling the decoder tries for a property a contract key already feeds
        // (`decodeIfPresent(.modelUsed) ?? decodeIfPresent(.modelUsedSnake)`) is no extra field.
        let fed = left.isEmpty ? [] : Set(t.wire.keys.filter { consumed.contains($0.name) }.flatMap(\.properties))
        for key in left where !consumed.contains(key.name) && (key.decodes || !t.wire.decodes) {
            if key.mayBeAbsent, !key.properties.isEmpty, key.properties.allSatisfy(fed.contains) { continue }
            // `decodeIfPresent(.a) ?? decode(.b)` with `a` sent: `b` is never read.
            if let first = key.alternativeTo, consumed.contains(first) { continue }
            let holder = t.holder(of: key)
            let at = SourceLocation(file: swiftType.file, line: t.wire.property(of: key)?.line ?? key.line, column: t.wire.property(of: key)?.column ?? 1)
            if key.decodes, declarations[typeName]?.keysOpen == true {
                reportKeyOfOpenType(typeName, key: t.wire.jsonKey(key.name), holder: "\(swiftType.name).\(holder.name)", at: at)
                continue
            }
            let rule: AuditRule
            let message: String
            // A key only sent is named as the app's encoder writes it (`min_p` under `.convertToSnakeCase`).
            let sent = key.decodes ? key.name : writtenKey(key.name, of: swiftType)
            if !key.decodes {
                rule = .extraOptionalField
                message = "\(swiftType.name).\(holder.name) sends '\(sent)', which the contract's \(typeName) does not define"
            } else if key.mayBeAbsent, let other = alternative(defining: t.wire.jsonKey(key.name), besides: typeName, swiftType) {
                report(.extraOptionalField, severity: .info, type: typeName, field: t.wire.jsonKey(key.name),
                       "\(swiftType.name).\(holder.name) reads \(t.wire.quotedKey(key.name)), which the contract's \(typeName) does not define but \(other), which \(swiftType.name) also reads, does",
                       contract: nil, swift: at)
                continue
            } else if !key.mayBeAbsent, let fuller = fullerVariant(defining: t.wire.jsonKey(key.name), of: typeName, swiftType) {
                report(.extraRequiredField, severity: .info, type: typeName, field: t.wire.jsonKey(key.name),
                       "\(swiftType.name).\(holder.name) requires \(t.wire.quotedKey(key.name)), which the contract's \(typeName) does not define but its fuller variant \(fuller), the shape \(swiftType.name) reads, does",
                       contract: nil, swift: at)
                continue
            } else if !key.mayBeAbsent, let sibling = matcher.siblingArm(defining: t.wire.jsonKey(key.name), of: typeName) {
                report(.extraRequiredField, severity: .info, type: typeName, field: t.wire.jsonKey(key.name),
                       "\(swiftType.name).\(holder.name) requires \(t.wire.quotedKey(key.name)), which the contract's \(typeName) does not define but \(sibling), another arm of the union \(swiftType.name) holds, does: the struct reads it for that arm",
                       contract: nil, swift: at)
                continue
            } else if key.triedAlternative {
                report(.extraOptionalField, severity: .info, type: typeName, field: t.wire.jsonKey(key.name),
                       "\(swiftType.name).\(holder.name) reads \(t.wire.quotedKey(key.name)), which is not in the contract's \(typeName), in one of the types its decoder tries in turn, which need not decode when another one does",
                       contract: nil, swift: at)
                continue
            } else if key.mayBeAbsent {
                rule = .extraOptionalField
                message = "\(swiftType.name).\(holder.name) reads \(t.wire.quotedKey(key.name)), which is not in the contract's \(typeName)"
            } else {
                rule = .extraRequiredField
                message = "\(swiftType.name).\(holder.name) requires the key \(t.wire.quotedKey(key.name)), which the contract's \(typeName) never sends"
            }
            // Named by its JSON key, as the contract's fields are: `published_at`, not the `publishedAt` the key strategy reads it as.
            report(rule, type: typeName, field: key.decodes ? extraKeyName(key.name, t, fields: fields) : sent, message, contract: nil, swift: at)
            rows.append(FieldRow(field: key.name, typeScript: "", swift: holder.type, rule: rule.id, severity: rule.severity))
        }
        // A stored property without a CodingKeys case and no default does not compile with a
        // synthesized decoder; said once, where the scan sees it.
        if swiftType.decoder == nil, let cases = swiftType.codingKeys, t.wire.decodes {
            let names = Set(cases.map(\.name))
            for property in swiftType.properties where property.stored && !property.static && property.defaultValue == nil && !property.optional
                && !names.contains(property.name) && !(property.name.hasPrefix("_") && names.contains(String(property.name.dropFirst()))) {
                report(.codingKeyMismatch, type: typeName, field: property.name,
                       "\(swiftType.name).\(property.name) has no CodingKeys case", contract: nil, swift: location(swiftType, property))
            }
        }
        return rows
    }

    /// The name a key no contract field claims is reported under: its JSON key, as the
    /// contract names its fields (`published_at`). Under `.convertFromSnakeCase` a property
    /// `allowPasswordLogin` reads the key `allowPasswordLogin` as well as `allow_password_login`:
    /// where the contract's fields are camel-case (some upper-case letter, no `_`), that is the
    /// spelling the contract would send it in.
    func extraKeyName(_ name: String, _ t: ObjectTables, fields: [Field]) -> String {
        let json = t.wire.jsonKey(name)
        guard json != name, fields.contains(where: { $0.name.contains(where: \.isUppercase) }), !fields.contains(where: { $0.name.contains("_") }) else { return json }
        return name
    }

    /// A property type's shape, parsed once per text: an app writes the same few types
    /// (`String`, `[String]?`, its enums) on thousands of properties.
    mutating func swiftShape(_ text: String) -> SwiftTypeShape {
        if let known = shapes[text] { return known }
        let shape = SwiftTypeShape(text)
        shapes[text] = shape
        return shape
    }

    func tsText(_ field: Field) -> String {
        field.type.typeScriptText + (field.optionality.isOptional ? "?" : "") + (field.optionality.isNullable ? " | null" : "")
    }
}
