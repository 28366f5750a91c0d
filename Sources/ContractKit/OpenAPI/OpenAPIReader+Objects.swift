// OpenAPI: object schemas as fields (`properties`, `required`, `allOf` merged) and tagged unions.

extension OpenAPIReader {
    /// The fields of an object schema: inherited (`allOf`) first, then its own `properties`;
    /// a field it names again replaces the inherited one in place. Nil when the node is no object.
    mutating func objectFields(_ node: LocatedJSON, in file: String, depth: Int, visiting: Set<String>) -> [Field]? {
        guard depth < 48, Self.mayBeObject(node) else { return nil }
        warnUnsupported(node)
        var fields: [Field] = []
        var required = Set((node.get("required")?.items ?? []).compactMap(\.text))
        for member in node.get("allOf")?.items ?? [] {
            guard let (target, targetFile, key) = dereference(member, in: file) else { continue }
            if let key, visiting.contains(key) {
                diagnostics.emit(.warning, "'allOf' includes itself through '$ref'; the cycle is not merged again", at: member.location)
                continue
            }
            required.formUnion((target.get("required")?.items ?? []).compactMap(\.text))
            guard let inherited = objectFields(target, in: targetFile, depth: depth + 1, visiting: visiting.union(key.map { [$0] } ?? [])) else {
                diagnostics.emit(.warning, "an 'allOf' member that is not an object is not merged", at: member.location)
                continue
            }
            merge(inherited, into: &fields)
        }
        merge(ownFields(node, required: required, in: file, depth: depth), into: &fields)
        for i in fields.indices where required.contains(fields[i].name) && fields[i].optionality.isOptional {
            fields[i].optionality = Optionality(optional: false, nullable: fields[i].optionality.isNullable)
        }
        return fields
    }

    /// False for schemas that are clearly something else: another `type`, an enum, a union.
    static func mayBeObject(_ node: LocatedJSON) -> Bool {
        if let type = node.get("type") {
            if let name = type.text, name != "object" { return false }
            if let names = type.items, !names.contains(where: { $0.text == "object" }) { return false }
        }
        if node.get("enum") != nil || node.get("const") != nil || node.get("$ref") != nil { return false }
        if node.get("properties") == nil, node.get("oneOf") != nil || node.get("anyOf") != nil { return false }
        return node.isObject
    }

    func merge(_ more: [Field], into fields: inout [Field]) {
        // The fields of one object have distinct names (a document's keys are), so nothing to replace.
        if fields.isEmpty {
            fields = more
            return
        }
        for field in more {
            if let i = fields.firstIndex(where: { $0.name == field.name }) { fields[i] = field } else { fields.append(field) }
        }
    }

    /// A schema's own `properties`, with `required` giving optionality and nullability folded in.
    mutating func ownFields(_ node: LocatedJSON, required: Set<String>, in file: String, depth: Int) -> [Field] {
        node.get("properties")?.entries.map { entry in
            var type = type(entry.value, in: file, depth: depth + 1)
            var nullable = false
            if case .nullable(let inner) = type { type = inner; nullable = true }
            if entry.value.get("writeOnly")?.isTrue == true {
                diagnostics.emit(.note, "'\(entry.key)' is writeOnly: a client sends it and never receives it", at: entry.keyLocation)
            }
            return Field(name: entry.key, type: type, optionality: Optionality(optional: !required.contains(entry.key), nullable: nullable),
                         isReadonly: entry.value.get("readOnly")?.isTrue == true, doc: docText(entry.value), deprecated: deprecation(entry.value),
                         defaultValue: Self.defaultText(entry.value), location: at(entry.keyLocation))
        } ?? []
    }

    /// The schema a node stands for after following `$ref`s, its file, and the pointer key of
    /// the last reference followed.
    mutating func dereference(_ node: LocatedJSON, in file: String) -> (LocatedJSON, String, String?)? {
        var (current, currentFile, key) = (node, file, String?.none)
        for _ in 0..<32 {
            guard let ref = current.get("$ref")?.text else { return (current, currentFile, key) }
            guard let (target, pointer) = Self.split(ref, from: currentFile), let next = resolve(pointer, in: target) else {
                if trees[Self.split(ref, from: currentFile)?.file ?? ""] != nil { diagnostics.emit(.error, "'$ref' names nothing: '\(ref)'", at: current.location) }
                return nil
            }
            (current, currentFile, key) = (next, target, target + "#" + pointer)
        }
        return nil
    }

    /// A `oneOf`/`anyOf` of objects as a tagged union: by its `discriminator` (and `mapping`),
    /// or by a property every member holds with a different literal (`const`, one-value `enum`).
    mutating func taggedUnion(_ node: LocatedJSON, _ members: [LocatedJSON], in file: String) -> (discriminator: String, variants: [UnionVariant])? {
        guard members.count >= 2, !members.contains(where: Self.isNullSchema) else { return nil }
        var arms: [(type: TypeRef, fields: [Field], name: String?, location: SourceLocation)] = []
        for member in members {
            if let ref = member.get("$ref")?.text {
                guard let (target, pointer) = Self.split(ref, from: file), Self.isDefinitionPointer(pointer), let schema = resolve(pointer, in: target),
                      let name = name(forPointer: pointer, in: target), let fields = objectFields(schema, in: target, depth: 1, visiting: []) else { return nil }
                let arguments = member.get("x-contractkit-arguments")?.items?.map { type($0, in: file, depth: 1) } ?? []
                arms.append((.reference(name: name, arguments: arguments), fields, name, member.location))
            } else {
                guard member.get("properties") != nil || member.get("allOf") != nil, let fields = objectFields(member, in: file, depth: 1, visiting: []) else { return nil }
                arms.append((.object(fields), fields, nil, member.location))
            }
        }
        let literal = { (fields: [Field], name: String) -> LiteralValue? in
            guard case .literal(let v)? = fields.first(where: { $0.name == name })?.type else { return nil }
            return v
        }
        if let property = node.get("discriminator")?.get("propertyName")?.text {
            var mapped: [String: LiteralValue] = [:]
            for entry in node.get("discriminator")?.get("mapping")?.entries ?? [] {
                guard let target = entry.value.text else { continue }
                let ref = target.contains("#") || target.contains("/") ? target : "#/components/schemas/" + target
                if let (f, p) = Self.split(ref, from: file), Self.isDefinitionPointer(p), trees[f] != nil, let name = name(forPointer: p, in: f) {
                    mapped[name] = .string(entry.key)
                }
            }
            var variants: [UnionVariant] = []
            for arm in arms {
                guard let value = arm.name.flatMap({ mapped[$0] }) ?? literal(arm.fields, property) ?? arm.name.map({ .string($0) }) else { return nil }
                variants.append(UnionVariant(discriminatorValue: value, type: arm.type, location: at(arm.location)))
            }
            return (property, variants)
        }
        for candidate in arms[0].fields where literal(arms[0].fields, candidate.name) != nil {
            let values = arms.map { literal($0.fields, candidate.name) }
            guard values.allSatisfy({ $0 != nil }), Set(values.map { $0! }).count == values.count else { continue }
            return (candidate.name, zip(arms, values).map { UnionVariant(discriminatorValue: $1!, type: $0.type, location: at($0.location)) })
        }
        return nil
    }
}
