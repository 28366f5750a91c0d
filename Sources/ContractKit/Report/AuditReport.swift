/// Reporters: pure functions from an audit result to text, one per format.
public enum AuditReport {
    public static let formatVersion = 1

    public struct Summary: Sendable, Equatable {
        public var errors = 0, warnings = 0, infos = 0, waived = 0
        init(_ result: AuditResult) {
            self.init(result.findings)
            waived = result.waived.count
        }

        init(_ findings: [Finding]) {
            for f in findings {
                switch f.severity {
                case .error: errors += 1
                case .warning: warnings += 1
                case .info: infos += 1
                }
            }
        }
    }

    /// `--format json`: `{version, summary, findings, correspondences}`.
    public static func json(_ result: AuditResult) -> String {
        let summary = Summary(result)
        var w = JSONWriter()
        w.object { w in
            if let baseline = result.baseline {
                w.key("baseline")
                writeBaseline(baseline, result.findings, &w)
            }
            if !result.contractErrorFiles.isEmpty {
                w.key("contractErrors")
                w.array(result.contractErrorFiles) { w, file in w.string(file) }
            }
            w.key("correspondences")
            w.array(result.correspondences) { w, c in c.writeJSON(to: &w) }
            if !result.dataFlows.isEmpty {
                w.key("dataFlows")
                w.array(result.dataFlows) { w, flow in
                    w.object { w in
                        w.field("contract", flow.contractType)
                        w.key("createMappers")
                        w.array(flow.createMappers) { w, name in w.string(name) }
                        w.field("dto", flow.dtoType)
                        w.key("fields")
                        w.array(flow.rows) { w, row in
                            w.object { w in
                                w.field("dto", row.dtoProperty)
                                w.field("field", row.field)
                                w.field("model", row.modelProperty)
                                w.key("readBy")
                                w.array(row.readBy) { w, name in w.string(name) }
                            }
                        }
                        w.key("mergeMappers")
                        w.array(flow.mergeMappers) { w, name in w.string(name) }
                        w.field("model", flow.model)
                        if let location = flow.modelLocation {
                            w.key("modelLocation")
                            location.writeJSON(to: &w)
                        }
                    }
                }
            }
            w.key("findings")
            w.array(result.findings) { w, f in f.writeJSON(to: &w) }
            w.key("summary")
            w.object { w in
                w.field("errors", summary.errors)
                w.field("infos", summary.infos)
                w.field("waived", summary.waived)
                w.field("warnings", summary.warnings)
            }
            if !result.swiftErrorFiles.isEmpty {
                w.key("swiftErrors")
                w.array(result.swiftErrorFiles) { w, file in w.string(file) }
            }
            if !result.unionArms.isEmpty {
                w.key("unionArms")
                w.array(result.unionArms) { w, c in c.writeJSON(to: &w) }
            }
            if !result.unreadContract.isEmpty {
                w.key("unreadContract")
                w.array(result.unreadContract) { w, statement in w.string(statement) }
            }
            w.field("version", formatVersion)
            w.key("waived")
            w.array(result.waived) { w, item in
                w.object { w in
                    w.field("field", item.finding.field)
                    w.field("fingerprint", item.finding.fingerprint)
                    w.field("reason", item.reason)
                    w.field("rule", item.finding.rule.rawValue)
                    w.field("type", item.finding.type)
                }
            }
        }
        return w.text
    }

    /// The baseline's file, its entries no finding matched (fixed), and the counts of new and known findings.
    static func writeBaseline(_ baseline: (file: String, fixed: [Baseline.Entry]), _ findings: [Finding], _ w: inout JSONWriter) {
        w.object { w in
            w.field("file", baseline.file)
            w.key("fixed")
            w.array(baseline.fixed) { w, e in e.writeJSON(to: &w) }
            w.field("new", findings.filter { $0.baselineState == .new }.count)
            w.field("unchanged", findings.filter { $0.baselineState == .unchanged }.count)
        }
    }

    /// `--format github`: workflow commands that annotate the Swift line (or the contract
    /// line when there is none), worst first. Known debt (in the baseline) is not annotated.
    public static func github(_ result: AuditResult) -> String {
        var out = ""
        for f in result.findings where f.baselineState != .unchanged {
            let level = f.severity == .error ? "error" : f.severity == .warning ? "warning" : "notice"
            guard let at = f.swift ?? f.contract else { continue }
            out += f.githubAnnotation(at: at, level: level)
        }
        return out
    }

    /// `--format xcode`: one `path:line:col: error|warning|note: message [rule-id]` line per
    /// finding, as swiftc and SwiftLint print them, so Xcode and CI logs show them in place.
    /// Known debt (in the baseline) is not printed; the summary line counts it.
    public static func xcode(_ result: AuditResult) -> String {
        var out = ""
        for f in result.findings where f.baselineState != .unchanged {
            guard let at = f.swift ?? f.contract else { continue }
            out += f.xcodeLine(at: at, severity: f.severity == .error ? "error" : f.severity == .warning ? "warning" : "note")
        }
        return out
    }

    static func escapeData(_ s: String) -> String {
        s.replacingAll("%", "%25").replacingAll("\r", "%0D").replacingAll("\n", "%0A")
    }

    static func escapeProperty(_ s: String) -> String {
        escapeData(s).replacingAll(":", "%3A").replacingAll(",", "%2C")
    }
}

extension String {
    /// Replaces every occurrence of `target`, without Foundation.
    func replacingAll(_ target: String, _ replacement: String) -> String {
        // Byte check first: reporters call this for every table cell, and most need no change.
        guard let first = target.utf8.first else { return self }
        let (hit, plain) = utf8.withContiguousStorageIfAvailable { Self.scan($0, for: first) } ?? Self.scan(utf8, for: first)
        guard hit else { return self }
        // One ASCII byte in ASCII text without a carriage return: each byte is a character, so
        // replacing bytes replaces characters (`\r\n` is one character, and so is a mark's cluster).
        if plain, target.utf8.count == 1, first < 0x80 {
            var out: [UInt8] = []
            out.reserveCapacity(utf8.count + replacement.utf8.count * 2)
            for byte in utf8 {
                if byte == first { out.append(contentsOf: replacement.utf8) } else { out.append(byte) }
            }
            return String(decoding: out, as: UTF8.self)
        }
        guard contains(target) else { return self }
        return components(separatedByString: target).joined(separator: replacement)
    }

    /// Whether `bytes` hold `byte`, and whether they are ASCII with no carriage return.
    private static func scan<Bytes: Sequence>(_ bytes: Bytes, for byte: UInt8) -> (hit: Bool, plain: Bool) where Bytes.Element == UInt8 {
        var hit = false, plain = true
        for b in bytes {
            if b == byte { hit = true }
            if b >= 0x80 || b == 0x0D { plain = false }
        }
        return (hit, plain)
    }

    func components(separatedByString separator: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var i = startIndex
        while i < endIndex {
            if self[i...].hasPrefix(separator) {
                parts.append(current)
                current = ""
                i = index(i, offsetBy: separator.count)
            } else {
                current.append(self[i])
                i = index(after: i)
            }
        }
        parts.append(current)
        return parts
    }
}

extension Correspondence {
    func writeJSON(to w: inout JSONWriter) {
        w.object { w in
            w.field("contract", contract)
            w.key("contractLocation")
            contractLocation.writeJSON(to: &w)
            w.field("direction", direction)
            w.field("directionEvidence", directionEvidence)
            w.field("method", method)
            w.field("swift", swift)
            w.key("swiftLocation")
            swiftLocation.writeJSON(to: &w)
        }
    }
}
