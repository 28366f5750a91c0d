/// The one JSON shape of a finding, for every report that writes findings: the audit's
/// `findings`, the diff's (with its changelog `section`), and the runtime check's.
extension Finding {
    public func writeJSON(to w: inout JSONWriter, section: String? = nil) {
        w.object { w in
            w.field("baselineState", baselineState?.rawValue)
            if let contract {
                w.key("contract")
                contract.writeJSON(to: &w)
            }
            w.field("dataFlow", dataFlow)
            w.field("evidence", evidence)
            w.field("field", field)
            w.field("fingerprint", fingerprint)
            w.field("layer", layer.rawValue)
            w.field("message", message)
            if let provenance {
                w.key("provenance")
                provenance.writeJSON(to: &w)
            }
            w.field("rule", rule.rawValue)
            w.field("section", section)
            w.field("severity", severity.rawValue)
            if let swift {
                w.key("swift")
                swift.writeJSON(to: &w)
            }
            w.field("type", type)
            w.field("variant", variant)
        }
    }

    /// A compiler-style line: `path:line:col: warning: message [rule-id]`.
    func xcodeLine(at location: SourceLocation, severity: String, suffix: String = "") -> String {
        "\(location.file):\(location.line):\(location.column): \(severity): \(message)\(suffix) [\(rule.rawValue)]\n"
    }

    /// A GitHub workflow command that annotates `location` with this finding.
    func githubAnnotation(at location: SourceLocation, level: String) -> String {
        "::\(level) file=\(AuditReport.escapeProperty(location.file)),line=\(location.line),col=\(location.column),"
            + "title=\(AuditReport.escapeProperty(rule.rawValue))::\(AuditReport.escapeData(message))\n"
    }
}

extension Provenance {
    func writeJSON(to w: inout JSONWriter) {
        func side(_ key: String, _ change: LineChange?, _ w: inout JSONWriter) {
            guard let change else { return }
            w.key(key)
            w.object { w in
                w.field("commit", change.commit)
                w.field("date", change.date)
            }
        }
        w.object { w in
            side("contract", contract, &w)
            w.field("movedLast", movedLast?.rawValue)
            side("swift", swift, &w)
        }
    }
}
