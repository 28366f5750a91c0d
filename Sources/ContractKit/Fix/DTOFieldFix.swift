/// A contract field missing from a DTO: the stored property, its CodingKeys case, the
/// memberwise-init parameter and assignment, and the decode and encode lines, each copied
/// from the style of the nearest field the DTO has, and placed in the contract's order.
extension FixContext {
    /// The field the new one is placed after (or before, when it comes first).
    struct Anchor {
        var property: ScannedProperty
        var keyCase: String
        var after: Bool
    }

    /// What a new DTO property is: name, key, Swift type.
    struct NewField {
        var property: String
        var keyCase: String
        var wireName: String
        var type: String
        var optional: Bool
        var rawValueNeeded: Bool
        /// The `?? value` a decoder that forgives absence with defaults gives the new field.
        var fallback: String?
        var declared: String { optional ? type + "?" : type }
    }

    mutating func missingDTOField(_ finding: Finding) -> Result<[(String, TextEdit)], FixRefusal> {
        Result {
            guard let fieldName = finding.field, let swift = swiftName[finding.type], let entries = dtoTypes[swift],
                  let main = entries.first(where: { $0.kind != .extension }) else { throw FixRefusal("the DTO was not found among the scanned types") }
            guard let decl = declarations[finding.type], let fields = decl.fields, let index = fields.firstIndex(where: { $0.name == fieldName }) else {
                throw FixRefusal("the field belongs to an inline object or an intersection; its place in the DTO is not one edit")
            }
            guard let wire = result.wireNames[swift], wire.partial.isEmpty else { throw FixRefusal("\(swift) decodes in code the scan cannot follow") }
            let shared = sharedBy[swift, default: []]
            guard shared.count <= 1 else {
                throw FixRefusal("\(swift) stands for \(shared.count) contract types (\(shared.sorted().joined(separator: ", "))): a field one of them lacks may be extra in the others")
            }
            guard let lines = lines(main.file) else { throw FixRefusal("\(main.file) could not be read") }
            let field = fields[index]
            guard let type = siblingType(field, fields, wire, main) ?? swiftType(field.type) else {
                throw FixRefusal("the contract type \(field.type.typeScriptText) has no one Swift spelling in this app")
            }
            let anchor = try dtoAnchor(fields, index, wire, main)
            let converted = convertsKeys(fields, wire) && fieldName.contains("_")
            let keyed = keyCases(swift, entries) != nil
            // Without a key enum the property's name is the key: the wire name itself, unless
            // the keys arrive converted. A camel-case type would need a key enum first.
            var property = converted ? WireModel.camelCase(fromSnakeCase: fieldName) : SwiftNaming.propertyName(fieldName)
            if !keyed && !converted && property != fieldName {
                guard SwiftNaming.isIdentifier(fieldName), main.properties.contains(where: { $0.stored && $0.name.contains("_") }) || !fieldName.contains("_") else {
                    throw FixRefusal("\(swift) has no CodingKeys and names its properties in camel case: '\(fieldName)' needs a key enum, which is more than one edit")
                }
                property = fieldName
            }
            guard !main.properties.contains(where: { $0.name == property }) else { throw FixRefusal("\(swift) already has a property named \(property)") }
            var new = NewField(property: property, keyCase: property, wireName: fieldName, type: type,
                               optional: field.optionality != .required || isDefensive(fields, wire, main), rawValueNeeded: !converted && property != fieldName)
            if new.optional, let fallback = defaultStyle(entries, type) {
                // A decoder that writes `decodeIfPresent(…) ?? default` gets one more such line.
                (new.optional, new.fallback) = (false, fallback)
            }
            var planned = [(main.file, try propertyEdit(new, anchor, main, lines))]
            planned += try keyCaseEdits(new, anchor, swift, entries)
            for entry in entries {
                guard let source = self.lines(entry.file) else { continue }
                planned += try initializerEdits(new, anchor, entry, source).map { (entry.file, $0) }
                planned += try decoderEdits(new, anchor, entry, source).map { (entry.file, $0) }
                planned += try encoderEdits(new, anchor, entry, source).map { (entry.file, $0) }
            }
            addedDTOProperties["\(finding.type).\(fieldName)"] = AddedProperty(name: property, type: type, optional: new.optional)
            return planned
        }.mapError { $0 as? FixRefusal ?? FixRefusal("\($0)") }
    }

    /// Whether the type's keys arrive converted from snake_case: its snake_case contract fields
    /// are read under their camel-case names. A type that spells them as raw values is not.
    func convertsKeys(_ fields: [Field], _ wire: WireModel) -> Bool {
        guard wire.convertsFromSnakeCase else { return false }
        var converted = 0, spelled = 0
        for f in fields where f.name.contains("_") {
            if wire.keyIndex[f.name] != nil { spelled += 1 } else if wire.keyIndex[WireModel.camelCase(fromSnakeCase: f.name)] != nil { converted += 1 }
        }
        return converted == spelled ? wire.convertsFromSnakeCase : converted > spelled
    }

    /// The key the type reads a contract field under: its own name, or converted from snake_case.
    func key(_ field: String, _ wire: WireModel) -> Int? {
        wire.keyIndex[field] ?? (wire.convertsFromSnakeCase && field.contains("_") ? wire.keyIndex[WireModel.camelCase(fromSnakeCase: field)] : nil)
    }

    /// The nearest contract field before this one that the DTO has; else the nearest after it.
    func dtoAnchor(_ fields: [Field], _ index: Int, _ wire: WireModel, _ type: ScannedType) throws -> Anchor {
        func anchor(_ f: Field, after: Bool) -> Anchor? {
            guard let k = key(f.name, wire), let name = wire.keys[k].properties.first,
                  let p = type.properties.first(where: { $0.name == name && $0.stored && !$0.static }) else { return nil }
            return Anchor(property: p, keyCase: wire.keys[k].caseName, after: after)
        }
        for f in fields[..<index].reversed() { if let a = anchor(f, after: true) { return a } }
        for f in fields[(index + 1)...] { if let a = anchor(f, after: false) { return a } }
        throw FixRefusal("\(type.name) has no property for any other field of the contract type to place it by")
    }

    /// The DTO makes most contract-required fields optional: a new field follows suit.
    func isDefensive(_ fields: [Field], _ wire: WireModel, _ type: ScannedType) -> Bool {
        var required = 0, optional = 0
        for f in fields where f.optionality == .required {
            guard let k = key(f.name, wire), let name = wire.keys[k].properties.first,
                  let p = type.properties.first(where: { $0.name == name }) else { continue }
            required += 1
            if p.optional { optional += 1 }
        }
        return required > 0 && optional * 2 > required
    }

    /// The Swift type the DTO already gives a field of the same contract type (`Int64` for a
    /// `number`, `String` for an enum it reads as text): the house's choice before the default.
    func siblingType(_ field: Field, _ fields: [Field], _ wire: WireModel, _ type: ScannedType) -> String? {
        let wanted = field.type.withoutNull
        // A plain string's siblings may be URLs or dates by their meaning, not their type.
        if case .primitive(.string) = wanted { return nil }
        if case .literal = wanted { return nil }
        var counts: [String: Int] = [:]
        for f in fields where f.name != field.name && f.type.withoutNull == wanted {
            guard let k = key(f.name, wire), let name = wire.keys[k].properties.first,
                  let p = type.properties.first(where: { $0.name == name }), let written = p.type else { continue }
            let shape = written.hasSuffix("?") ? String(written.dropLast()) : written
            if !shape.contains("?") && !shape.contains("!") { counts[shape, default: 0] += 1 }
        }
        return counts.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
    }

    /// The Swift spelling of a contract type, with the app's own names for contract types.
    func swiftType(_ type: TypeRef) -> String? {
        switch type {
        case .primitive(.string), .literal(.string), .formattedString: type == .formattedString(.byte) ? "Data" : "String"
        case .primitive(.number): "Double"
        case .primitive(.integer): "Int"
        case .primitive(.boolean), .literal(.boolean): "Bool"
        case .literal(.number(let n)): n.rounded() == n ? "Int" : "Double"
        case .array(let element): swiftType(element).map { "[\($0)]" }
        case .map(let value): swiftType(value).map { "[String: \($0)]" }
        case .nullable(let inner): swiftType(inner)
        case .reference(let name, let arguments) where arguments.isEmpty:
            swiftName[name] ?? declarations[name].flatMap { $0.kind == .alias ? $0.target.flatMap(swiftType) : nil }
        default: nil
        }
    }

    /// The default a hand-written decoder that forgives absence with `?? value` would give a
    /// value of `type`: a sibling's of the same type, else `[]` or `[:]`; nil for another style.
    func defaultStyle(_ entries: [ScannedType], _ type: String) -> String? {
        let reads = entries.compactMap(\.decoder).flatMap(\.reads)
        let withDefaults = reads.filter { $0.method == "decodeIfPresent" && $0.fallback != nil }
        // The style is defaults when no optional is read without one.
        guard !withDefaults.isEmpty, !reads.contains(where: { $0.method == "decodeIfPresent" && $0.fallback == nil }) else { return nil }
        if let same = withDefaults.first(where: { $0.type == type }) { return same.fallback }
        return type.hasPrefix("[") ? (type.contains(":") ? "[:]" : "[]") : nil
    }

    func propertyEdit(_ new: NewField, _ anchor: Anchor, _ type: ScannedType, _ lines: SourceLines) throws -> TextEdit {
        let line = anchor.property.line
        guard lines.isSelfContained(line), anchor.after || anchor.property.attributes.isEmpty else {
            throw FixRefusal("the neighbouring property \(anchor.property.name) spans several lines")
        }
        let access = anchor.property.access.map { $0 + " " } ?? ""
        // `let` or `var` as the nearest property of the same optionality has it.
        let alike = anchor.property.optional == new.optional ? anchor.property
            : type.properties.first { $0.stored && !$0.static && $0.optional == new.optional } ?? anchor.property
        let text = lines.indent(line) + access + (alike.mutable ? "var " : "let ") + SwiftNaming.escaped(new.property) + ": " + new.declared
        return TextEdit(line: anchor.after ? line + 1 : line, text: text + "\n")
    }

    /// The key enum's cases: `CodingKeys`, or the enum the hand-written coder opens its container with.
    func keyCases(_ swift: String, _ entries: [ScannedType]) -> (cases: [ScannedCase], file: String)? {
        if let main = entries.first(where: { $0.codingKeys != nil }) { return (main.codingKeys!, main.file) }
        let containers = entries.compactMap(\.decoder).flatMap(\.containers) + entries.compactMap(\.encoder).flatMap(\.containers)
        guard let keyEnum = containers.first(where: { $0.kind == .keyed })?.keyEnum else { return nil }
        let enumType = (dtoTypes["\(swift).\(keyEnum)"] ?? dtoTypes[keyEnum])?.first { $0.kind == .enum }
        return enumType.map { ($0.cases, $0.file) }
    }

    mutating func keyCaseEdits(_ new: NewField, _ anchor: Anchor, _ swift: String, _ entries: [ScannedType]) throws -> [(String, TextEdit)] {
        guard let (cases, file) = keyCases(swift, entries) else { return [] }
        guard let lines = lines(file) else { throw FixRefusal("\(file) could not be read") }
        guard let anchorCase = cases.first(where: { $0.name == anchor.keyCase }) else {
            throw FixRefusal("the key enum has no case for \(anchor.property.name) to place the new key by")
        }
        let raw = new.rawValueNeeded ? " = \"\(new.wireName)\"" : ""
        let element = SwiftNaming.escaped(new.keyCase) + raw
        let text = lines.text(anchorCase.line)
        if cases.filter({ $0.line == anchorCase.line }).count == 1 {
            let line = lines.indent(anchorCase.line) + "case " + element + "\n"
            return [(file, TextEdit(line: anchor.after ? anchorCase.line + 1 : anchorCase.line, text: line))]
        }
        guard let caseWord = SourceLines.wordEnd("case", in: text), let start = SourceLines.wordStart(anchorCase.name, in: text, from: caseWord)
            ?? SourceLines.wordStart("`\(anchorCase.name)`", in: text, from: caseWord) else {
            throw FixRefusal("the key case \(anchorCase.name) was not found on its line")
        }
        if anchor.after { return [(file, TextEdit(line: anchorCase.line, column: SourceLines.elementEnd(in: text, from: start), text: ", " + element))] }
        return [(file, TextEdit(line: anchorCase.line, column: start, text: element + ", "))]
    }
}
