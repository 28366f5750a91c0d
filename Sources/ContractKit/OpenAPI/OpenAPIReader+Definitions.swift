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

    /// A root that is a schema itself, not only a holder of `$defs`.
    static func isSchemaLike(_ node: LocatedJSON) -> Bool {
        ["type", "properties", "allOf", "oneOf", "anyOf", "enum", "items", "const"].contains { node.get($0) != nil }
    }

    /// The IR name of the definition at `pointer` in `file`, naming and queueing it the first
    /// time; nil when nothing is there.
    mutating func name(forPointer pointer: String, in file: String) -> String? {
        let key = file + "#" + pointer
        if let known = names[key] { return known }
        guard let (node, keyLocation) = locate(pointer, in: file) else { return nil }
        let last = Self.steps(pointer).last.map(Self.unescape)
        let preferred = last ?? node.get("title")?.text.map(Self.typeName) ?? Self.typeName(SourcePath.stem(of: file))
        let chosen = uniqueName(preferred, qualifier: Self.typeName(SourcePath.stem(of: file)))
        names[key] = chosen
        let location = definitionLocation(pointer, last: last, in: file) { keyLocation } ?? node.location
        pending.append(Definition(file: file, node: node, name: chosen, location: location))
        return chosen
    }

    /// Where the definition's key is written: the key of the pointer's last step, which
    /// `stepKey` gives when the pointer has a `/` and does not end with one.
    func definitionLocation(_ pointer: String, last: String?, in file: String, stepKey: () -> SourceLocation?) -> SourceLocation? {
        guard let slash = Self.lastSlash(pointer) else { return nil }
        if pointer.index(after: slash) != pointer.endIndex { return stepKey() }
        return last.flatMap { resolve(String(pointer[..<slash]), in: file)?.keyLocation($0) }
    }

    /// `preferred` when it is free; else qualified by the file, `Other.User`; else numbered.
    mutating func uniqueName(_ preferred: String, qualifier: @autoclosure () -> String?) -> String {
        if usedNames.insert(preferred).inserted { return preferred }
        if let qualified = qualifier().map({ $0 + "." + preferred }), usedNames.insert(qualified).inserted { return qualified }
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
        // A generic declaration `contractkit openapi` wrote as a template: its parameters.
        for parameter in node.get("x-contractkit-generic")?.items ?? [] {
            guard let name = parameter.get("name")?.text else { continue }
            decl.genericParameters.append(GenericParameter(name: name, defaultType: parameter.get("default").map { type($0, in: d.file, depth: 1) }))
        }
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
        if let d = node.get("description")?.text, !d.isEmpty { return Self.trimmed(d) }
        if let t = node.get("title")?.text, !t.isEmpty, t != name { return t }
        return nil
    }

    /// Text without white space and line breaks at either end.
    static func trimmed(_ text: String) -> String {
        // A printable ASCII character at both ends: nothing to trim.
        let (first, last) = (text.utf8.first ?? 0, text.utf8.last ?? 0)
        let plain = { (c: UInt8) in c > 0x20 && c < 0x7F }
        return plain(first) && plain(last) ? text : text.trimmingCharacters(in: .whitespacesAndNewlines)
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
