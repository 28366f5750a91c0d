/// Writes the IR as JSON, matching its `Codable` shape key for key (documented in the catalog's `TheSchemaIR` article).
/// Keys are written in sorted order by hand; `JSONWriter` asserts it in debug builds,
/// and `IRJSONTests` decodes the output back into an equal `Schema`.
extension Schema {
    public func writeJSON(to w: inout JSONWriter) {
        w.object { w in
            w.field("contractVersion", contractVersion)
            w.key("declarations")
            w.array(inParallel: declarations) { w, d in d.writeJSON(to: &w) }
            w.key("files")
            w.array(files) { w, f in w.string(f) }
            w.field("formatVersion", formatVersion)
        }
    }
}

extension SourceLocation {
    public func writeJSON(to w: inout JSONWriter) {
        w.object { w in
            w.field("column", column)
            w.field("file", file)
            w.field("line", line)
        }
    }
}

extension LiteralValue {
    public func writeJSON(to w: inout JSONWriter) {
        switch self {
        case .string(let s): w.string(s)
        case .number(let n): w.number(n)
        case .boolean(let b): w.bool(b)
        }
    }
}

extension Declaration {
    public func writeJSON(to w: inout JSONWriter) {
        w.object { w in
            if let cases {
                w.key("cases")
                w.array(cases) { w, c in c.writeJSON(to: &w) }
            }
            w.field("deprecated", deprecated)
            w.field("discriminator", discriminator)
            w.field("doc", doc)
            if let fields {
                w.key("fields")
                w.array(fields) { w, f in f.writeJSON(to: &w) }
            }
            if !genericParameters.isEmpty {
                w.key("genericParameters")
                w.array(genericParameters) { w, g in g.writeJSON(to: &w) }
            }
            if !isExported { w.field("isExported", false) }
            if keysOpen { w.field("keysOpen", true) }
            w.field("kind", kind.rawValue)
            w.key("location")
            location.writeJSON(to: &w)
            w.field("name", name)
            if let target {
                w.key("target")
                target.writeJSON(to: &w)
            }
            if let variants {
                w.key("variants")
                w.array(variants) { w, v in v.writeJSON(to: &w) }
            }
        }
    }
}

extension GenericParameter {
    public func writeJSON(to w: inout JSONWriter) {
        w.object { w in
            if let constraint {
                w.key("constraint")
                constraint.writeJSON(to: &w)
            }
            if let defaultType {
                w.key("defaultType")
                defaultType.writeJSON(to: &w)
            }
            w.field("name", name)
        }
    }
}

extension Field {
    public func writeJSON(to w: inout JSONWriter) {
        w.object { w in
            w.field("defaultValue", defaultValue)
            w.field("deprecated", deprecated)
            w.field("doc", doc)
            if isReadonly { w.field("isReadonly", true) }
            w.key("location")
            location.writeJSON(to: &w)
            w.field("name", name)
            w.field("optionality", optionality.rawValue)
            w.key("type")
            type.writeJSON(to: &w)
        }
    }
}

extension EnumCase {
    public func writeJSON(to w: inout JSONWriter) {
        w.object { w in
            w.field("deprecated", deprecated)
            w.field("doc", doc)
            w.key("location")
            location.writeJSON(to: &w)
            w.field("name", name)
            w.key("value")
            value.writeJSON(to: &w)
        }
    }
}

extension UnionVariant {
    public func writeJSON(to w: inout JSONWriter) {
        w.object { w in
            w.key("discriminatorValue")
            discriminatorValue.writeJSON(to: &w)
            w.key("location")
            location.writeJSON(to: &w)
            w.key("type")
            type.writeJSON(to: &w)
        }
    }
}

extension TypeRef {
    public func writeJSON(to w: inout JSONWriter) {
        w.object { w in
            switch self {
            case .primitive(let p):
                w.field("kind", p.rawValue)
            case .formattedString(let format):
                w.field("format", format.rawValue)
                w.field("kind", "string")
            case .literal(let v):
                w.field("kind", "literal")
                w.key("value")
                v.writeJSON(to: &w)
            case .any:
                w.field("kind", "any")
            case .unknown:
                w.field("kind", "unknown")
            case .array(let e):
                w.key("element")
                e.writeJSON(to: &w)
                w.field("kind", "array")
            case .map(let v):
                w.field("kind", "map")
                w.key("value")
                v.writeJSON(to: &w)
            case .reference(let name, let args):
                if !args.isEmpty {
                    w.key("arguments")
                    w.array(args) { w, a in a.writeJSON(to: &w) }
                }
                w.field("kind", "reference")
                w.field("name", name)
            case .typeParameter(let name):
                w.field("kind", "typeParameter")
                w.field("name", name)
            case .object(let fields):
                w.key("fields")
                w.array(fields) { w, f in f.writeJSON(to: &w) }
                w.field("kind", "object")
            case .literalUnion(let values):
                w.field("kind", "literalUnion")
                w.key("values")
                w.array(values) { w, v in v.writeJSON(to: &w) }
            case .union(let members):
                w.field("kind", "union")
                w.key("members")
                w.array(members) { w, m in m.writeJSON(to: &w) }
            case .nullable(let e):
                w.key("element")
                e.writeJSON(to: &w)
                w.field("kind", "nullable")
            case .external(let name, let module):
                w.field("kind", "external")
                w.field("module", module)
                w.field("name", name)
            case .unsupported(let construct):
                w.field("construct", construct)
                w.field("kind", "unsupported")
            }
        }
    }
}
