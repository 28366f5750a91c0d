/// The envelope fields a response inherits: `interface FreeSpaceResponse extends DefaultResponse
/// { path; 'size-bytes' }`, where `DefaultResponse { arguments; result }` is the wrapper every
/// answer comes in. An app often decodes that wrapper once, as a generic struct
/// (`RPCEnvelope<Payload> { result; arguments: Payload? }`), and the payload as the contract
/// type's counterpart: the counterpart reads none of the base's fields, and the generic
/// wrapper reads them all. Those fields are the wrapper's to read, not dropped data.
struct EnvelopeFields {
    /// Field location → the object declarations that declare a field there (a base and its heirs).
    var declaredAt: [SourceLocation: [String]] = [:]
    /// The app's generic Codable structs, with the keys each reads.
    var wrappers: [(name: String, keys: Set<String>)] = []
}

extension DTOAuditor {
    /// A field the counterpart leaves out that the app still reads elsewhere: a slice of the same
    /// record (`DTOAuditor+ProjectionReaders`) or the generic envelope around it. Reports the note.
    mutating func reportKeptElsewhere(_ field: Field, _ t: ObjectTables) -> Bool {
        let (typeName, swiftType) = (t.typeName, t.swiftType)
        let message: String
        if let reader = projectionReader(field, t) {
            message = "\(typeName).\(field.name) has no property in \(swiftType.name), but \(reader), which the app decodes and which reads only fields of \(typeName) that \(swiftType.name) leaves out, reads it: the app keeps it there"
        } else if let wrapper = envelopeReading(field, t) {
            message = "\(typeName).\(field.name) comes from the envelope \(typeName) inherits, which the generic \(wrapper) reads around the payload \(swiftType.name)"
        } else {
            return false
        }
        report(.missingField, severity: .info, type: typeName, field: field.name, message, contract: field.location, swift: location(swiftType))
        return true
    }

    /// The generic Swift wrapper that reads `field`, which the contract type inherits from a base
    /// none of whose fields `t` reads, and every one of which the wrapper reads; nil otherwise.
    mutating func envelopeReading(_ field: Field, _ t: ObjectTables) -> String? {
        guard t.wire.decodes else { return nil }
        if envelopes == nil { envelopes = buildEnvelopeFacts() }
        guard let facts = envelopes, !facts.wrappers.isEmpty else { return nil }
        for base in facts.declaredAt[field.location] ?? [] where base != t.typeName {
            guard let baseFields = declarations[base]?.fields, baseFields.count >= 2,
                  baseFields.allSatisfy({ t.wire.key(forWireName: $0.name) == nil }) else { continue }
            let names = baseFields.map(\.name)
            if let wrapper = facts.wrappers.first(where: { w in names.allSatisfy { w.keys.contains($0) } }) { return wrapper.name }
        }
        return nil
    }

    /// One pass over the contract's object fields and the app's generic Codable structs.
    mutating func buildEnvelopeFacts() -> EnvelopeFields {
        var facts = EnvelopeFields()
        for decl in schema.declarations where decl.kind == .object {
            for field in decl.fields ?? [] { facts.declaredAt[field.location, default: []].append(decl.name) }
        }
        for name in matcher.codableNames {
            guard let type = matcher.swiftTypes[name], !type.genericParameters.isEmpty, type.kind == .struct || type.kind == .class else { continue }
            let wire = matcher.wire(type)
            guard wire.decodes else { continue }
            facts.wrappers.append((name, Set(wire.keys.filter(\.decodes).map(\.name))))
        }
        return facts
    }
}
