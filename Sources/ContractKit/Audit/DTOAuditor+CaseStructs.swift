/// A contract object held by an enum of structs. A contract often declares one object with
/// every variant's fields, all optional (`details?: JobDetails`, where the fields a job reports
/// depend on its kind), while the app decodes it into an enum with one struct per variant
/// (`case imported(ImportDetails)`, `case purged(PurgeDetails)`), chosen by a sibling key in a
/// hand-written decoder. No single struct reads the object, and the enum has no keys of its own.
///
/// The cases' structs together read it: each contract field is audited against every struct
/// that reads its key (its type, its optionality), and a field no struct reads is data the app
/// drops whatever the variant.
extension DTOAuditor {
    /// The structs an enum's cases carry, one each (`case purged(PurgeDetails)`), in the order
    /// of the cases; nil unless every case with a payload carries one struct and two differ.
    func caseStructs(_ holder: ScannedType) -> [ScannedType]? {
        guard holder.kind == .enum else { return nil }
        var found: [ScannedType] = []
        for c in holder.cases where !c.associatedValues.isEmpty {
            guard c.associatedValues.count == 1, let name = SwiftTypeShape(payloadType(c.associatedValues[0])).elementName,
                  let t = matcher.context.resolve(name, from: holder.name),
                  t.kind == .struct || t.kind == .class, matcher.codable.contains(t.name) else { return nil }
            if !found.contains(where: { $0.name == t.name }) { found.append(t) }
        }
        return found.count >= 2 ? found : nil
    }

    /// Audits a contract object against the structs of the enum that holds it; false when the
    /// enum is not one of structs.
    mutating func auditThroughCaseStructs(_ decl: Declaration, _ holder: ScannedType) -> Bool {
        guard decl.kind == .object, let payloads = caseStructs(holder) else { return false }
        let fields = decl.fields ?? []
        var readers: [String: [String]] = [:]
        var seen = Set<String>()
        for payload in payloads {
            let model = wireModel(payload)
            let read = fields.filter { model.key(forWireName: $0.name) != nil }
            guard !read.isEmpty else { continue }
            for field in read { readers[field.name, default: []].append(payload.name) }
            let before = findings.count
            let rows = fieldRows[decl.name] ?? []
            auditObject(decl.name, fields: read, payload, inherited: fields.filter { model.key(forWireName: $0.name) == nil })
            fieldRows[decl.name] = rows + (fieldRows[decl.name] ?? [])
            // A field two structs read alike is one finding, not one a struct.
            var kept = Array(findings[..<before])
            for finding in findings[before...] where seen.insert("\(finding.rule)|\(finding.field ?? "")").inserted || finding.field == nil {
                kept.append(finding)
            }
            findings = kept
        }
        let names = payloads.map(\.name).joined(separator: ", ")
        for field in fields where readers[field.name] == nil {
            report(.missingField, type: decl.name, field: field.name,
                   "\(decl.name).\(field.name) (\(field.irDescription)) is read by no case of \(holder.name) (\(names)): the app drops this data",
                   contract: field.location, swift: location(holder))
        }
        return true
    }
}
