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
    /// Audits a contract object against the structs of the enum that holds it; false when the
    /// enum is not one of structs.
    mutating func auditThroughCaseStructs(_ decl: Declaration, _ holder: ScannedType) -> Bool {
        guard decl.kind == .object, let payloads = matcher.caseStructs(holder) else { return false }
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

extension DTOAuditor {
    /// Whether all the Swift type reads beyond its keys is its own generic parameter, decoded
    /// from the same decoder (`document = try T(from: decoder)`), and the contract object is
    /// itself a type parameter's fields and its own (`Hit<T> = T & { _score?: number }`): the
    /// parameter is the part neither side names, so each field the contract names is checked.
    /// Unless the app holds the type with the parameter set to its JSON value type anywhere
    /// (`hits: [Hit<JSON>]`): that reads every key of the object, named or not.
    func readsGenericPartOnly(_ t: ObjectTables) -> Bool {
        guard let decl = declarations[t.typeName], decl.keysOpen, !decl.genericParameters.isEmpty,
              !genericsHoldingJSON.contains(lastComponent(t.swiftType.name)) else { return false }
        return t.wire.partial.allSatisfy { $0.hasPrefix(WireModelBuilder.genericPartPrefix) }
    }

    /// The generic types some property of the app instantiates with a JSON value type:
    /// `Hit` for `let hits: [Hit<JSON>]`.
    static func genericsHoldingJSON(_ files: [ScannedFile], jsonValueTypes: [String: Bool]) -> Set<String> {
        var found = Set<String>()
        for file in files {
            for type in file.types {
                for property in type.properties {
                    guard let text = property.type, text.hasByte(UInt8(ascii: "<")) else { continue }
                    found.formUnion(instantiatedWith(text) { jsonValueTypes[lastComponent($0)] != nil })
                }
            }
        }
        return found
    }

    /// The generic names in a type's text one of whose direct arguments `matches`: `Hit` in `[Hit<JSON>]?`.
    static func instantiatedWith(_ text: String, _ matches: (String) -> Bool) -> [String] {
        var names: [String] = []
        var stack: [String] = []
        var word = ""
        var previous = ""
        for ch in text + " " {
            if ch.isLetter || ch.isNumber || ch == "_" || ch == "." {
                word.append(ch)
                continue
            }
            if !word.isEmpty {
                if let open = stack.last, ch != "<", matches(word), !names.contains(open) { names.append(open) }
                previous = word
                word = ""
            }
            if ch == "<" { stack.append(lastComponent(previous)) } else if ch == ">" { _ = stack.popLast() }
        }
        return names
    }
}
