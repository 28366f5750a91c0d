import Foundation

/// The findings a team has accepted as known debt, so that a gate fails only on new ones.
///
/// Written by `audit --write-baseline`, read by `audit --baseline`. Findings are matched by
/// fingerprint (rule, layer, contract type and field: never the message, a line or a
/// path), so a baseline survives moved lines, renamed files and reworded messages. The
/// file is sorted and holds one entry per finding, so its diff in review shows exactly
/// which debt was paid or added.
public struct Baseline: Sendable, Equatable {
    /// One accepted finding.
    public struct Entry: Sendable, Equatable, Hashable, Comparable {
        public var fingerprint: String
        public var rule: String
        public var layer: String
        /// `Type.field`, or the type alone: for the reader of the file, not for matching.
        public var symbol: String

        public init(_ finding: Finding) {
            fingerprint = finding.fingerprint
            rule = finding.rule.rawValue
            layer = finding.layer.rawValue
            symbol = finding.symbol
        }

        init(fingerprint: String, rule: String, layer: String, symbol: String) {
            self.fingerprint = fingerprint
            self.rule = rule
            self.layer = layer
            self.symbol = symbol
        }

        /// `{fingerprint, layer, rule, symbol}`: in the baseline file and in the audit's JSON report.
        func writeJSON(to w: inout JSONWriter) {
            w.object { w in
                w.field("fingerprint", fingerprint)
                w.field("layer", layer)
                w.field("rule", rule)
                w.field("symbol", symbol)
            }
        }

        public static func < (a: Entry, b: Entry) -> Bool {
            (a.symbol, a.rule, a.layer, a.fingerprint) < (b.symbol, b.rule, b.layer, b.fingerprint)
        }
    }

    public static let formatVersion = 1

    /// Sorted; a fingerprint found twice (two Swift types of one contract type) is listed twice.
    public private(set) var entries: [Entry]

    /// The baseline of an audit: every finding at or above `minimum` (info notes are no debt).
    public init(findings: [Finding], minimum: FindingSeverity = .warning) {
        entries = findings.filter { $0.severity >= minimum }.map(Entry.init).sorted()
    }

    init(entries: [Entry]) { self.entries = entries.sorted() }

    /// What a baseline file fails to be: the reason, for `path: error: …`.
    public struct ReadError: Error, Sendable, Equatable {
        public var reason: String
    }

    /// Reads a file written by `json()`.
    public static func parse(_ data: Data) throws -> Baseline {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw ReadError(reason: "not a JSON object; write one with 'contractkit audit --write-baseline <file>'")
        }
        guard let version = root["version"] as? Int, version == formatVersion else {
            throw ReadError(reason: "unknown baseline version \(root["version"].map { "\($0)" } ?? "(none)"); this contractkit reads version \(formatVersion)")
        }
        guard let items = root["findings"] as? [[String: Any]] else { throw ReadError(reason: "'findings' must be an array of objects") }
        var entries: [Entry] = []
        for (i, item) in items.enumerated() {
            guard let fingerprint = item["fingerprint"] as? String, let rule = item["rule"] as? String else {
                throw ReadError(reason: "findings[\(i)] needs 'fingerprint' and 'rule' strings")
            }
            entries.append(Entry(fingerprint: fingerprint, rule: rule, layer: item["layer"] as? String ?? "", symbol: item["symbol"] as? String ?? ""))
        }
        return Baseline(entries: entries)
    }

    /// The file's text: sorted, one entry per finding, the same bytes for the same findings.
    public func json() -> String {
        var w = JSONWriter()
        w.object { w in
            w.key("findings")
            w.array(entries) { w, e in e.writeJSON(to: &w) }
            w.field("version", Self.formatVersion)
        }
        return w.text
    }

    /// Marks each finding `new` or `unchanged` (known), matching fingerprints as many times
    /// as the baseline lists them; returns the entries no finding matched: debt paid.
    public func apply(to findings: inout [Finding]) -> [Entry] {
        var remaining: [String: [Entry]] = Dictionary(grouping: entries, by: \.fingerprint)
        for i in findings.indices {
            if var known = remaining[findings[i].fingerprint], !known.isEmpty {
                known.removeLast()
                remaining[findings[i].fingerprint] = known
                findings[i].baselineState = .unchanged
            } else {
                findings[i].baselineState = .new
            }
        }
        return remaining.values.flatMap { $0 }.sorted()
    }
}

/// A finding against a baseline, in SARIF's words: `new` fails the gate, `unchanged` is
/// known debt, `absent` a baseline entry that no longer occurs (fixed).
public enum BaselineState: String, Sendable, Codable {
    case new, unchanged, absent
}
