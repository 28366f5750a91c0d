/// `--format sarif`: SARIF 2.1.0, for code-scanning dashboards. Each result points at the
/// Swift location (the contract location when there is none), with the contract location
/// as a related location and the finding's fingerprint as a partial fingerprint.
public enum SARIFReport {
    public static func render(_ result: AuditResult, toolVersion: String) -> String {
        var w = JSONWriter()
        w.object { w in
            w.key("runs")
            w.array { w in
                w.object { w in
                    w.key("results")
                    w.array { w in
                        for f in result.findings { writeResult(f, &w) }
                        for entry in result.baseline?.fixed ?? [] { writeAbsent(entry, &w) }
                    }
                    w.key("tool")
                    w.object { w in
                        w.key("driver")
                        w.object { w in
                            w.field("name", "contractkit")
                            w.key("rules")
                            w.array(AuditRule.all) { w, rule in
                                w.object { w in
                                    w.key("defaultConfiguration")
                                    w.object { w in w.field("level", level(rule.severity)) }
                                    w.key("fullDescription")
                                    w.object { w in w.field("text", rule.why) }
                                    w.key("help")
                                    w.object { w in w.field("text", rule.fix) }
                                    w.field("id", rule.id.rawValue)
                                    w.key("shortDescription")
                                    w.object { w in w.field("text", rule.summary) }
                                }
                            }
                            w.field("semanticVersion", toolVersion)
                        }
                    }
                }
            }
            w.field("version", "2.1.0")
        }
        return w.text
    }

    static func level(_ severity: FindingSeverity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }

    static func writeLocation(_ location: SourceLocation, _ w: inout JSONWriter) {
        w.object { w in
            w.key("physicalLocation")
            w.object { w in
                w.key("artifactLocation")
                w.object { w in w.field("uri", location.file) }
                w.key("region")
                w.object { w in
                    w.field("startColumn", location.column)
                    w.field("startLine", location.line)
                }
            }
        }
    }

    static func writeResult(_ f: Finding, _ w: inout JSONWriter) {
        w.object { w in
            w.field("baselineState", f.baselineState?.rawValue)
            w.field("level", level(f.severity))
            if let at = f.swift ?? f.contract {
                w.key("locations")
                w.array { w in writeLocation(at, &w) }
            }
            w.key("message")
            w.object { w in w.field("text", f.message) }
            w.key("partialFingerprints")
            w.object { w in w.field("contractkit/v1", f.fingerprint) }
            if f.swift != nil, let contract = f.contract {
                w.key("relatedLocations")
                w.array { w in writeLocation(contract, &w) }
            }
            w.field("ruleId", f.rule.rawValue)
        }
    }

    /// A baseline entry no finding matches any more: SARIF's `absent`, so code scanning closes its alert.
    static func writeAbsent(_ entry: Baseline.Entry, _ w: inout JSONWriter) {
        w.object { w in
            w.field("baselineState", BaselineState.absent.rawValue)
            w.field("kind", "pass")
            w.field("level", "none")
            w.key("message")
            w.object { w in w.field("text", "\(entry.rule) on \(entry.symbol), in the baseline, no longer occurs: fixed") }
            w.key("partialFingerprints")
            w.object { w in w.field("contractkit/v1", entry.fingerprint) }
            w.field("ruleId", entry.rule)
        }
    }
}
