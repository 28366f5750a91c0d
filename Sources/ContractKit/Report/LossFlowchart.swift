/// A Mermaid flowchart per DTO with findings that stop a field's value, for the Markdown
/// report: the contract type, the Swift DTO, the mappers and the model, in the order the
/// data travels, with a crossed edge (`--x`) at the first hop where each field is lost.
/// Only findings whose rule stops the value (`RuleID.stopsTheValue`) cross an edge, as
/// only they mark the data-flow table: a field the app carries is never drawn as lost.
/// GitHub renders it in place.
enum LossFlowchart {
    /// At most this many field names on one edge; the rest are counted.
    static let namesPerEdge = 6

    /// The chart's lines, fenced, or nothing when no error or warning stops a value. Edges
    /// name fields by their wire keys: a finding about a Swift-only key (an extra property)
    /// is named as it travels, `shelf_name` under `.convertFromSnakeCase`, like the contract's.
    static func render(type: String, contractFile: String?, findings: [Finding], swift: String?, flow: DataFlow?,
                       contractFields: Set<String> = [], convertsFromSnakeCase: Bool = false) -> [String] {
        let losses = findings.filter(\.stopsTheValue)
        guard !losses.isEmpty else { return [] }
        // Each field is marked at the first hop it fails: later hops only follow from it. At
        // that hop it takes its worst finding's severity.
        var firstLoss: [String: (hop: Hop, severity: FindingSeverity)] = [:]
        var order: [String] = []
        for f in losses {
            let hop = hop(of: f, hasMappers: flow.map { !$0.createMappers.isEmpty || !$0.mergeMappers.isEmpty } ?? false)
            let name = f.field.map { wireKey($0, contractFields: contractFields, convertsFromSnakeCase: convertsFromSnakeCase) } ?? "(\(f.rule))"
            if let known = firstLoss[name] {
                if hop.rawValue < known.hop.rawValue || (hop == known.hop && f.severity > known.severity) { firstLoss[name] = (hop, f.severity) }
            } else {
                firstLoss[name] = (hop, f.severity)
                order.append(name)
            }
        }
        var lostAt: [Hop: [(name: String, severity: FindingSeverity)]] = [:]
        for name in order { lostAt[firstLoss[name]!.hop, default: []].append((name, firstLoss[name]!.severity)) }
        var nodes: [(id: String, label: String)] = [("contract", (contractFile.map { SourcePath.fileName(of: $0) + " · " } ?? "") + type),
                                                    ("dto", "Swift DTO " + (swift ?? "missing"))]
        var hops: [Hop] = [.dto]
        if let flow {
            let mappers = flow.createMappers + flow.mergeMappers.filter { !flow.createMappers.contains($0) }
            if !mappers.isEmpty {
                nodes.append(("mapper", mappers.count <= 2 ? mappers.joined(separator: ", ") : "\(mappers[0]) and \(mappers.count - 1) more mappers"))
                hops.append(.mapper)
            }
            nodes.append(("model", "Model " + (flow.model ?? "missing")))
            hops.append(.model)
        }
        var out = ["```mermaid", "flowchart LR"]
        for node in nodes { out.append("  \(node.id)[\"\(escape(node.label))\"]") }
        for (i, hop) in hops.enumerated() {
            let from = nodes[i].id, to = nodes[i + 1].id
            if let lost = lostAt[hop] {
                // Errors, then warnings, each group after its mark.
                let groups = [(FindingSeverity.error, "❌"), (.warning, "⚠️")].compactMap { severity, mark -> String? in
                    let named = lost.filter { $0.severity == severity }.map(\.name)
                    return named.isEmpty ? nil : mark + " " + names(named)
                }
                out.append("  \(from) --x|\"\(escape(groups.joined(separator: " · ")))\"| \(to)")
            } else {
                out.append("  \(from) --> \(to)")
            }
        }
        return out + ["```", ""]
    }

    /// A finding's field as the JSON spells it: a contract field is its wire key already; a
    /// key only the Swift has is its CodingKey, which `.convertFromSnakeCase` reached from
    /// the snake_case key `JSONEncoder.convertToSnakeCase` would write.
    static func wireKey(_ field: String, contractFields: Set<String>, convertsFromSnakeCase: Bool) -> String {
        guard convertsFromSnakeCase, !contractFields.contains(field), !field.hasByte(UInt8(ascii: "_")) else { return field }
        return snakeCase(field)
    }

    /// `coverImageURL` → `cover_image_url`, as Foundation's `.convertToSnakeCase` splits
    /// words: before an upper-case letter that follows a lower-case one or a digit, and
    /// before the last upper-case letter of a run that a lower-case letter follows.
    static func snakeCase(_ name: String) -> String {
        let chars = Array(name)
        var out = ""
        for (i, c) in chars.enumerated() {
            if i > 0, c.isUppercase {
                let previous = chars[i - 1]
                let nextIsLower = i + 1 < chars.count && chars[i + 1].isLowercase
                if previous.isLowercase || previous.isNumber || (previous.isUppercase && nextIsLower) { out.append("_") }
            }
            out += c.lowercased()
        }
        return out
    }

    /// The hops between the nodes, named by the node a field fails to reach.
    enum Hop: Int { case dto, mapper, model }

    static func hop(of finding: Finding, hasMappers: Bool) -> Hop {
        switch finding.layer {
        case .contract, .dto, .runtime: .dto
        case .mapper: hasMappers ? .mapper : .model
        case .model: .model
        }
    }

    static func names(_ names: [String]) -> String {
        let shown = names.prefix(namesPerEdge).joined(separator: ", ")
        return names.count > namesPerEdge ? shown + " +\(names.count - namesPerEdge) more" : shown
    }

    /// Mermaid labels are quoted: a quote or an angle bracket becomes an entity.
    static func escape(_ text: String) -> String {
        text.replacingAll("\"", "#quot;").replacingAll("<", "#lt;").replacingAll(">", "#gt;")
    }
}
