// OpenAPI: named definitions (`components.schemas`, `$defs`, `definitions`) and their declarations.

import Foundation

extension OpenAPIReader {
    /// Names every definition of a given file: its `components.schemas`, `$defs` and
    /// `definitions`, and a JSON Schema file's root schema.
    mutating func registerDefinitions(of file: String) {
        guard let tree = trees[file] else { return }
        if kinds[file] == .jsonSchema, Self.isSchemaLike(tree) { _ = name(forPointer: "", in: file) }
        let sections = [("components/schemas", tree.get("components")?.get("schemas")), ("$defs", tree.get("$defs")), ("definitions", tree.get("definitions"))]
        var any = false
        for (section, node) in sections {
            guard let node else { continue }
            for entry in node.entries {
                any = true
                _ = name(forPointer: "/" + section + "/" + Self.escape(entry.key), in: file)
            }
        }
        if !any, tree.get("paths") == nil, !(kinds[file] == .jsonSchema && Self.isSchemaLike(tree)) {
            diagnostics.emit(.warning, "this document declares no schemas", at: SourceLocation(file: file, line: 1, column: 1))
        }
    }

    static func escape(_ key: String) -> String {
        key.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }

    /// A root that is a schema itself, not only a holder of `$defs`.
    static func isSchemaLike(_ node: LocatedJSON) -> Bool {
        ["type", "properties", "allOf", "oneOf", "anyOf", "enum", "items", "const"].contains { node.get($0) != nil }
    }

    /// Whether a pointer names a definition that becomes a declaration.
    static func isDefinitionPointer(_ pointer: String) -> Bool {
        if pointer.isEmpty { return true }
        let parts = pointer.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
        return (parts.count == 3 && parts.first == "components" && parts.dropFirst().first == "schemas")
            || (parts.count == 2 && (parts.first == "$defs" || parts.first == "definitions"))
    }

    /// The IR name of the definition at `pointer` in `file`, naming and queueing it the first
    /// time; nil when nothing is there.
    mutating func name(forPointer pointer: String, in file: String) -> String? {
        let key = file + "#" + pointer
        if let known = names[key] { return known }
        guard let node = resolve(pointer, in: file) else { return nil }
        let last = pointer.split(separator: "/").last.map { $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~") }
        let preferred = last ?? node.get("title")?.text.map(Self.typeName) ?? Self.typeName(SourcePath.stem(of: file))
        let chosen = uniqueName(preferred, qualifier: Self.typeName(SourcePath.stem(of: file)))
        names[key] = chosen
        let parent = pointer.lastIndex(of: "/").flatMap { resolve(String(pointer[..<$0]), in: file) }
        let location = last.flatMap { parent?.keyLocation($0) } ?? node.location
        pending.append(Definition(file: file, node: node, name: chosen, location: location))
        return chosen
    }

    /// `preferred` when it is free; else qualified by the file, `Other.User`; else numbered.
    mutating func uniqueName(_ preferred: String, qualifier: String?) -> String {
        var candidates = [preferred]
        if let qualifier { candidates.append(qualifier + "." + preferred) }
        for candidate in candidates where usedNames.insert(candidate).inserted { return candidate }
        var n = 2
        while !usedNames.insert(preferred + String(n)).inserted { n += 1 }
        return preferred + String(n)
    }

    /// An upper camel-case type name from an operation id, a title or a file name:
    /// `create_user` → `CreateUser`, `Body create item` → `BodyCreateItem`.
    static func typeName(_ text: String) -> String {
        let words = text.split { !($0.isLetter || $0.isNumber) }
        let name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return name.isEmpty ? "Schema" : name
    }

    /// Converts queued definitions until none is left; converting one may queue others.
    mutating func drainDefinitions() {
        var head = 0
        while head < pending.count {
            let definition = pending[head]
            head += 1
            declarations.append(declaration(definition))
        }
    }

    /// A definition as a declaration: an object, an enum, a tagged union or an alias.
    mutating func declaration(_ d: Definition) -> Declaration {
        let node = d.node
        var decl = Declaration(name: d.name, kind: .alias, location: at(d.location), doc: docText(node, name: d.name), deprecated: deprecation(node))
        if let values = node.get("enum")?.items, Self.isEnumeration(values), node.get("nullable")?.isTrue != true {
            warnUnsupported(node)
            let names = (node.get("x-enumNames") ?? node.get("x-enum-varnames"))?.items
            decl.kind = .enumeration
            decl.cases = values.enumerated().map { i, v in
                let caseName = names.flatMap { $0.indices.contains(i) ? $0[i].text : nil }
                return EnumCase(name: caseName, value: v.literal!, location: at(v.location))
            }
            return decl
        }
        if let members = (node.get("oneOf") ?? node.get("anyOf"))?.items, node.get("properties") == nil,
           let tagged = taggedUnion(node, members, in: d.file) {
            warnUnsupported(node)
            decl.kind = .union
            decl.discriminator = tagged.discriminator
            decl.variants = tagged.variants
            return decl
        }
        if Self.isObjectLike(node), let fields = objectFields(node, in: d.file, depth: 0, visiting: []) {
            decl.kind = .object
            decl.fields = fields
            return decl
        }
        decl.target = type(node, in: d.file, depth: 0)
        return decl
    }

    /// A named schema's `enum` is an enumeration when its values are all strings or all
    /// numbers (a TypeScript `enum Level { Low, Mid = 5 }` is exported as numbers).
    static func isEnumeration(_ values: [LocatedJSON]) -> Bool {
        guard !values.isEmpty else { return false }
        if values.allSatisfy({ $0.text != nil }) { return true }
        return values.allSatisfy { if case .number = $0.literal { true } else { false } }
    }

    /// An object with fields: `properties`, or an `allOf` of objects.
    static func isObjectLike(_ node: LocatedJSON) -> Bool {
        if node.get("properties") != nil { return true }
        if node.get("allOf") != nil { return true }
        if node.get("type")?.text == "object", node.get("additionalProperties") == nil, node.get("oneOf") == nil, node.get("anyOf") == nil { return true }
        return false
    }

    /// The docs of a schema: its `description`, else its `title` unless that only repeats the name.
    func docText(_ node: LocatedJSON, name: String? = nil) -> String? {
        if let d = node.get("description")?.text, !d.isEmpty { return d.trimmingCharacters(in: .whitespacesAndNewlines) }
        if let t = node.get("title")?.text, !t.isEmpty, t != name { return t }
        return nil
    }

    func deprecation(_ node: LocatedJSON) -> String? { node.get("deprecated")?.isTrue == true ? "" : nil }

    /// A `default` as TypeScript would write it: `'verified'`, `0`, `true`, `[]`.
    static func defaultText(_ node: LocatedJSON) -> String? {
        guard let value = node.get("default") else { return nil }
        switch value {
        case .string, .number, .bool: return value.literal?.typeScriptText
        case .null: return "null"
        case .array(let items, _): return "[" + items.compactMap { defaultText(.object([("default", $0.location, $0)], $0.location)) }.joined(separator: ", ") + "]"
        case .object(let members, _): return "{ " + members.map { "\($0.key): " + (defaultText(.object([("default", $0.keyLocation, $0.value)], $0.keyLocation)) ?? "") }.joined(separator: ", ") + " }"
        }
    }
}
