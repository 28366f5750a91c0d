/// The `contractkit scan` output: JSON in the shape issue 4 documents, or readable text.
public enum ScanReport {
    public static func json(_ files: [ScannedFile]) -> String {
        var w = JSONWriter()
        w.object { w in
            w.key("declarations")
            w.array(files.flatMap(\.types)) { w, t in write(t, &w) }
        }
        return w.text
    }

    static func write(_ t: ScannedType, _ w: inout JSONWriter) {
        w.object { w in
            if !t.cases.isEmpty {
                w.key("cases")
                w.array(t.cases) { w, c in writeCase(c, &w) }
            }
            if let keys = t.codingKeys {
                w.key("codingKeys")
                w.array(keys) { w, c in writeCase(c, &w) }
            }
            if !t.conformances.isEmpty {
                w.key("conformances")
                w.array(t.conformances) { w, c in w.string(c) }
            }
            if let decoder = t.decoder {
                w.key("decoder")
                w.object { w in
                    w.field("line", decoder.line)
                    w.key("reads")
                    w.array(decoder.reads) { w, r in
                        w.object { w in
                            w.field("fallback", r.fallback)
                            w.field("key", r.key)
                            w.field("line", r.line)
                            w.field("method", r.method)
                            w.field("property", r.property)
                            w.field("type", r.type)
                        }
                    }
                }
            }
            if let encoder = t.encoder {
                w.key("encoder")
                w.object { w in
                    w.key("keys")
                    w.array(encoder.keys) { w, k in w.string(k) }
                    w.field("line", encoder.line)
                }
            }
            w.field("file", t.file)
            if !t.initializers.isEmpty {
                w.key("initializers")
                w.array(t.initializers) { w, i in
                    w.object { w in
                        w.field("line", i.line)
                        w.key("parameters")
                        w.array(i.parameters) { w, p in
                            w.object { w in
                                w.field("default", p.defaultValue)
                                w.field("label", p.label)
                                w.field("name", p.name)
                                w.field("type", p.type)
                            }
                        }
                    }
                }
            }
            w.field("kind", t.kind.rawValue)
            w.field("line", t.line)
            w.field("name", t.name)
            w.key("properties")
            w.array(t.properties) { w, p in
                w.object { w in
                    w.field("default", p.defaultValue)
                    w.field("line", p.line)
                    w.field("name", p.name)
                    w.field("optional", p.optional)
                    w.field("static", p.static)
                    w.field("stored", p.stored)
                    w.field("type", p.type)
                }
            }
        }
    }

    static func writeCase(_ c: ScannedCase, _ w: inout JSONWriter) {
        w.object { w in
            if !c.associatedValues.isEmpty {
                w.key("associatedValues")
                w.array(c.associatedValues) { w, v in w.string(v) }
            }
            w.field("line", c.line)
            w.field("name", c.name)
            w.field("rawValue", c.rawValue)
        }
    }

    /// One line per declaration and member, for reading in a terminal.
    public static func text(_ files: [ScannedFile]) -> String {
        var out = ""
        for t in files.flatMap(\.types) {
            out += "\(t.file):\(t.line): \(t.kind.rawValue) \(t.name)"
            out += t.conformances.isEmpty ? "\n" : ": " + t.conformances.joined(separator: ", ") + "\n"
            for p in t.properties {
                out += "  \(p.stored ? (p.mutable ? "var" : "let") : "computed var") \(p.static ? "static " : "")\(p.name): \(p.type ?? "?")"
                out += (p.defaultValue.map { " = \($0)" } ?? "") + "\n"
            }
            for c in t.cases { out += "  case \(c.name)" + (c.rawValue.map { " = \"\($0)\"" } ?? "") + "\n" }
            if let decoder = t.decoder {
                for r in decoder.reads {
                    out += "  decoder: \(r.property ?? "?") ← \(r.method)(\(r.type ?? "?"), .\(r.key))" + (r.fallback.map { " ?? \($0)" } ?? "") + "\n"
                }
            }
            if let encoder = t.encoder { out += "  encoder: " + encoder.keys.joined(separator: ", ") + "\n" }
        }
        return out
    }
}
