/// The `contractkit scan` output: JSON in the shape issue 4 documents, or readable text.
public enum ScanReport {
    public static func json(_ files: [ScannedFile]) -> String {
        var w = JSONWriter()
        w.object { w in
            w.key("declarations")
            w.array(files.flatMap(\.types)) { w, t in write(t, &w) }
            let settings = files.flatMap { file in file.decoderSettings.map { (file.path, $0) } }
            if !settings.isEmpty {
                w.key("decoderSettings")
                w.array(settings) { w, pair in
                    w.object { w in
                        w.field("file", pair.0)
                        w.field("line", pair.1.line)
                        w.field("name", pair.1.name)
                        w.field("value", pair.1.value)
                    }
                }
            }
            let functions = files.flatMap(\.functions)
            if !functions.isEmpty {
                w.key("functions")
                w.array(functions) { w, f in write(f, &w) }
            }
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
                writeDecoder(decoder, &w)
            }
            w.field("decoderFallback", t.decoderFallback)
            if !t.encodedValues.isEmpty {
                w.key("encodedValues")
                w.object { w in
                    for (name, value) in t.encodedValues.sorted(by: { $0.key < $1.key }) { w.field(name, value) }
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
                w.array(t.initializers) { w, initializer in writeInitializer(initializer, &w) }
            }
            w.field("kind", t.kind.rawValue)
            w.field("line", t.line)
            w.field("name", t.name)
            w.key("properties")
            w.array(t.properties) { w, p in writeProperty(p, &w) }
            if let line = t.rawValueInitializerLine { w.field("rawValueInitializerLine", line) }
            if !t.wireValues.isEmpty {
                w.key("wireValues")
                w.object { w in
                    for (name, values) in t.wireValues.sorted(by: { $0.key < $1.key }) {
                        w.key(name)
                        w.array(values) { w, v in w.string(v) }
                    }
                }
            }
        }
    }

    static func writeDecoder(_ decoder: ScannedDecoder, _ w: inout JSONWriter) {
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

    static func writeInitializer(_ i: ScannedInitializer, _ w: inout JSONWriter) {
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

    static func writeProperty(_ p: ScannedProperty, _ w: inout JSONWriter) {
        w.object { w in
            w.field("default", p.defaultValue)
            if p.hasSetter { w.field("hasSetter", true) }
            w.field("line", p.line)
            w.field("name", p.name)
            w.field("optional", p.optional)
            w.field("static", p.static)
            w.field("stored", p.stored)
            w.field("type", p.type)
        }
    }

    static func write(_ f: ScannedFunction, _ w: inout JSONWriter) {
        w.object { w in
            w.field("enclosingType", f.enclosingType)
            w.field("file", f.file)
            w.key("forwards")
            w.array(f.forwards) { w, forward in
                w.object { w in
                    w.field("callee", forward.callee)
                    w.field("line", forward.line)
                    w.field("parameter", forward.parameter)
                    w.key("path")
                    w.array(forward.path) { w, name in w.string(name) }
                }
            }
            w.field("line", f.line)
            w.field("name", f.name)
            w.key("parameters")
            w.array(f.parameters) { w, p in
                w.object { w in
                    w.field("label", p.label)
                    w.field("name", p.name)
                    w.field("type", p.type)
                }
            }
            w.key("reads")
            w.array(f.reads) { w, r in writeRead(r, &w) }
            w.field("returnType", f.returnType)
            w.field("static", f.isStatic)
            w.key("writes")
            w.array(f.writes) { w, write in
                w.object { w in
                    w.field("line", write.line)
                    w.field("property", write.property)
                    w.key("sources")
                    w.array(write.sources) { w, r in writeRead(r, &w) }
                    w.field("targetType", write.targetType)
                }
            }
        }
    }

    static func writeRead(_ r: ValueRead, _ w: inout JSONWriter) {
        w.object { w in
            w.field("line", r.line)
            w.field("parameter", r.parameter)
            w.key("path")
            w.array(r.path) { w, name in w.string(name) }
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
        for f in files.flatMap(\.functions) {
            let parameters = f.parameters.map { "\($0.label == $0.name ? $0.name : "\($0.label) \($0.name)"): \($0.type)" }.joined(separator: ", ")
            out += "\(f.file):\(f.line): func \(f.displayName)(\(parameters))" + (f.returnType.map { " -> \($0)" } ?? "") + "\n"
            for r in f.reads { out += "  reads \(([r.parameter] + r.path).joined(separator: "."))\n" }
            for write in f.writes {
                let sources = write.sources.map { ([$0.parameter] + $0.path).joined(separator: ".") }
                out += "  writes \(write.targetType ?? "?").\(write.property)" + (sources.isEmpty ? "" : " ← " + sources.joined(separator: ", ")) + "\n"
            }
            for forward in f.forwards { out += "  passes \(([forward.parameter] + forward.path).joined(separator: ".")) to \(forward.callee)\n" }
        }
        return out
    }
}
