/// Decodes payloads in rounds, so the first failure does not hide the rest: when a payload
/// fails at one field, that field is set to a value the Swift type accepts and the payload
/// is decoded again, until it decodes or nothing is left to try. The round trip of the
/// last decode is then compared with what went in, outside the fields that were set.
public enum DecodeRounds {
    /// One payload's rounds.
    public struct Run: Sendable {
        public var payload: ExamplePayload
        /// The swift type's key in the program.
        public var swiftType: String
        /// The caller's index of its subject.
        public var subject: Int
        /// The payload as last sent, with the substitutes.
        public var current: ExampleValue
        /// Each failure, in the order the rounds met them.
        var failures: [(kind: String?, failure: DecodeFailure)] = []
        /// Paths set to a substitute.
        public var substituted: [String] = []
        /// The successful decode, if one came.
        public var decoded: RuntimeFindings.Result?
        var finished = false

        public init(payload: ExamplePayload, swiftType: String, subject: Int) {
            self.payload = payload
            self.swiftType = swiftType
            self.subject = subject
            current = payload.value
        }
    }

    /// At most this many decodes of one payload.
    static let maxRounds = 8

    /// `execute` runs the program on `(swift type, JSON)` requests and returns one result
    /// each; `fallback(run)` is a payload of the same type with every field, and
    /// `swiftType(run, path)` the Swift type of the property at a path, where known.
    public static func run(_ runs: [Run], fallback: (Run) -> ExampleValue?, swiftType: (Run, String) -> String?,
                           execute: ([(type: String, json: String)]) throws -> [RuntimeFindings.Result?]) rethrows -> [Run] {
        var runs = runs
        for _ in 0..<maxRounds {
            let pending = runs.indices.filter { !runs[$0].finished }
            if pending.isEmpty { break }
            let results = try execute(pending.map { (runs[$0].swiftType, runs[$0].current.compactJSON) })
            for (i, result) in zip(pending, results) {
                guard let result else { runs[i].finished = true; continue }
                if result.ok {
                    runs[i].decoded = result
                    runs[i].finished = true
                    continue
                }
                let run = runs[i]
                let failure = DecodeFailure.read(result, payload: run.current, fallback: fallback(run), swiftType: { swiftType(run, $0) })
                runs[i].failures.append((result.kind, failure))
                if let substitute = failure.substitute, !failure.path.isEmpty, !run.substituted.contains(failure.path) {
                    runs[i].current = run.current.setting(JSONPath.parse(failure.path)[...], to: substitute)
                    runs[i].substituted.append(failure.path)
                } else {
                    runs[i].finished = true
                }
            }
        }
        return runs
    }
}
