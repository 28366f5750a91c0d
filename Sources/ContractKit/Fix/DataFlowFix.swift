import Foundation

/// The model and mapper layers of a dropped field: the model's stored property, and in each
/// create and merge mapper the line that copies the field. Each is a sibling field's line
/// with the names changed: a sibling with the DTO's same Swift type first, so a conversion
/// the mapper already makes for that type (a date parser, an enum's raw value) is made again.
extension FixContext {
    /// The DTO's data flow, and the row of the finding's field.
    func flow(_ finding: Finding) throws -> (DataFlow, Int) {
        guard let field = finding.field, let flow = result.dataFlows.first(where: { $0.contractType == finding.type }),
              let row = flow.rows.firstIndex(where: { $0.field == field }) else { throw FixRefusal("the field's data flow was not found") }
        return (flow, row)
    }

    /// The DTO property (already there, or added by this plan) and its Swift type.
    func dtoProperty(_ finding: Finding, _ flow: DataFlow, _ row: DataFlowRow) throws -> (name: String, type: String) {
        let key = "\(finding.type).\(row.field)"
        if unfixedDTOFields.contains(key) { throw FixRefusal("the DTO lacks the field, and its fix was not made") }
        if let added = addedDTOProperties[key] { return (added.name, added.type + (added.optional ? "?" : "")) }
        guard let name = row.dtoProperty, let p = dtoTypes[flow.dtoType]?.lazy.flatMap(\.properties).first(where: { $0.name == name }), let type = p.type else {
            throw FixRefusal("the DTO's property for the field was not found")
        }
        return (name, type)
    }

    /// A sibling row's DTO property type, by DTO property name.
    func dtoPropertyTypes(_ flow: DataFlow) -> [String: String] {
        var types: [String: String] = [:]
        for p in dtoTypes[flow.dtoType]?.flatMap(\.properties) ?? [] { types[p.name] = p.type }
        return types
    }

    /// Rows that copy one DTO property into one model property, nearest the row first, in
    /// this order: those whose DTO type is `type` and whose contract type is the same named or
    /// formatted type (a date string, an enum: the mapper's conversion for it is copied), then
    /// those of the same DTO type that the model stores as it is, then the rest of that type,
    /// then all others. A plain string's sibling may be a date by meaning only: never copied.
    /// `alike`: a sibling whose model type and mapper lines the new field may copy whole.
    func siblings(_ flow: DataFlow, _ row: Int, type: String) -> [(row: DataFlowRow, alike: Bool)] {
        let types = dtoPropertyTypes(flow)
        var modelTypes: [String: String] = [:]
        for p in flow.model.flatMap({ self.modelTypes[$0] })?.flatMap(\.properties) ?? [] { modelTypes[p.name] = p.type }
        let contract = Dictionary((declarations[flow.contractType]?.fields ?? []).map { ($0.name, $0.type.withoutNull) }, uniquingKeysWith: { a, _ in a })
        let wanted = contract[flow.rows[row].field]
        let plain = flow.rows.indices.filter { i in
            i != row && flow.rows[i].dtoProperty != nil && flow.rows[i].modelProperty.map { SwiftNaming.isIdentifier($0) } == true
        }
        let rank = { (i: Int) -> Int in
            let r = flow.rows[i]
            // Another type: one as optional as this first, for the merge path's `??`.
            guard types[r.dtoProperty!] == type else { return types[r.dtoProperty!]?.hasSuffix("?") == type.hasSuffix("?") ? 3 : 4 }
            if let wanted, contract[r.field] == wanted, !wanted.isPlain { return 0 }
            return modelTypes[r.modelProperty!] == type ? 1 : 2
        }
        return plain.sorted { (rank($0), abs($0 - row), $0 > row ? 1 : 0) < (rank($1), abs($1 - row), $1 > row ? 1 : 0) }
            .map { (flow.rows[$0], rank($0) <= 1) }
    }

    mutating func missingModelProperty(_ finding: Finding) -> Result<[(String, TextEdit)], FixRefusal> {
        Result {
            let (flow, index) = try flow(finding)
            let row = flow.rows[index]
            let (dtoName, dtoType) = try dtoProperty(finding, flow, row)
            guard let modelName = flow.model, let model = modelTypes[modelName]?.first(where: { $0.kind != .extension }),
                  let lines = lines(model.file) else { throw FixRefusal("the model was not found among the scanned types") }
            let modelProperties = Dictionary(model.properties.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
            guard modelProperties[dtoName] == nil else { throw FixRefusal("\(modelName) already has a property named \(dtoName)") }
            // The type: what the model makes of a sibling of the same DTO type, else the DTO's
            // type, optional so that no initializer has to set it.
            let sameType = siblings(flow, index, type: dtoType).first { $0.alike }?.row
            let template = sameType.flatMap { modelProperties[$0.modelProperty!] }
            var declared: String
            if let template, let type = template.type, template.optional || template.defaultValue != nil {
                declared = type + (template.defaultValue.map { " = " + $0 } ?? "")
            } else {
                declared = dtoType.hasSuffix("?") ? dtoType : dtoType.hasPrefix("[") ? dtoType + " = []" : dtoType + "?"
            }
            // The place: after the model property of the contract field before this one.
            let before = flow.rows[..<index].reversed().compactMap { $0.modelProperty.flatMap { modelProperties[$0] } }.first { lines.isSelfContained($0.line) }
            guard let anchor = before ?? model.properties.last(where: { $0.stored && !$0.static && lines.isSelfContained($0.line) }) else {
                throw FixRefusal("\(modelName) has no stored property on one line to place the new one by")
            }
            let access = anchor.access.map { $0 + " " } ?? ""
            let text = lines.indent(anchor.line) + access + "var " + SwiftNaming.escaped(dtoName) + ": " + declared + "\n"
            return [(model.file, TextEdit(line: anchor.line + 1, text: text))]
        }.mapError { $0 as? FixRefusal ?? FixRefusal("\($0)") }
    }

    mutating func unreadMapperField(_ finding: Finding) -> Result<[(String, TextEdit)], FixRefusal> {
        Result {
            let (flow, index) = try flow(finding)
            let row = flow.rows[index]
            let (dtoName, dtoType) = try dtoProperty(finding, flow, row)
            let modelName = row.modelProperty ?? dtoName
            guard SwiftNaming.isIdentifier(modelName) else { throw FixRefusal("the model stores the field in several properties") }
            var planned: [(String, TextEdit)] = []
            for mapper in flow.createMappers + flow.mergeMappers where !row.readBy.contains(mapper) {
                guard let function = functions[mapper]?.first(where: { f in f.parameters.contains { SwiftTypeShape($0.type).simpleName == lastComponent(flow.dtoType) } }),
                      let parameter = function.parameters.first(where: { SwiftTypeShape($0.type).simpleName == lastComponent(flow.dtoType) }),
                      let lines = lines(function.file) else { throw FixRefusal("the mapper \(mapper) was not found among the scanned functions") }
                planned.append((function.file, try mapperLine(function, parameter.name, flow, index, (dtoName, dtoType), modelName, lines)))
            }
            return planned
        }.mapError { $0 as? FixRefusal ?? FixRefusal("\($0)") }
    }

    /// The line that copies the field in one mapper, after the line of the field before it.
    func mapperLine(_ function: ScannedFunction, _ parameter: String, _ flow: DataFlow, _ index: Int, _ dto: (name: String, type: String),
                    _ model: String, _ lines: SourceLines) throws -> TextEdit {
        // One write per line, which assigns one property from one DTO property.
        let simple = function.writes.filter { w in
            let code = lines.text(w.line).trimmingCharacters(in: .whitespaces)
            let reads = Set(w.sources.filter { $0.parameter == parameter }.compactMap(\.path.first))
            return reads.count == 1 && lines.isSelfContained(w.line) && !code.hasPrefix("if ") && !code.hasPrefix("guard ")
                && function.writes.filter { $0.line == w.line }.count == 1
                && (code.hasPrefix(w.property + " =") || code.contains("." + w.property + " ="))
        }
        let writeOf = { (row: DataFlowRow) in simple.first { $0.property == row.modelProperty && $0.sources.contains { $0.path.first == row.dtoProperty } } }
        guard let (sibling, write) = siblings(flow, index, type: dto.type).lazy.compactMap({ r in writeOf(r.row).map { (r, $0) } }).first(where: { r, w in
            // Another sibling is copied only when its line is a plain copy.
            r.alike || lines.text(w.line).hasSuffix("\(parameter).\(r.row.dtoProperty!)")
        }).map({ ($0.0.row, $0.1) }) else { throw FixRefusal("\(function.displayName) has no one-line copy of a sibling field to follow") }
        guard let text = SourceLines.substituting(lines.text(write.line), [(sibling.modelProperty!, model), (sibling.dtoProperty!, dto.name)]) else {
            throw FixRefusal("the copy of \(sibling.field) in \(function.displayName) is not in a form the fix can follow")
        }
        // After the copy of the nearest field before this one, else after the template.
        let before = flow.rows[..<index].reversed().lazy.compactMap { writeOf($0) }.first
        return TextEdit(line: (before ?? write).line + 1, text: text + "\n")
    }
}
