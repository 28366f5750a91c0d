/// Recorded payloads against the contract: `contract-violated` for a value the contract
/// does not allow (the contract is stale or the server is wrong), `undeclared-key` for a
/// key it does not declare (the contract is incomplete). Each finding is on the contract
/// type and field, names the JSON pointer, and lists the payloads that show it.
public enum RecordedCheck {
    /// The findings, and for each payload the coding paths of its undeclared keys.
    public static func run(_ payloads: [RecordedPayload], schema: Schema) -> (findings: [Finding], undeclared: [Set<String>]) {
        let validator = ContractValidator(schema: schema)
        var findings: [Finding] = []
        var undeclared: [Set<String>] = []
        for payload in payloads {
            let problems = validator.validate(payload.value, against: payload.type)
            findings += self.findings(payload, problems)
            undeclared.append(undeclaredPaths(problems))
        }
        return (findings, undeclared)
    }

    /// One payload's findings.
    public static func findings(_ payload: RecordedPayload, _ problems: [ContractValidator.Problem]) -> [Finding] {
        problems.map { problem in
            let rule: AuditRule = problem.kind == .violated ? .contractViolated : .undeclaredKey
            let pointer = problem.pointer.isEmpty ? "the payload" : "`\(problem.pointer)`"
            let why = problem.kind == .violated ? "the contract is stale or the server is wrong" : "the contract is incomplete"
            let owner = problem.owner.isEmpty ? payload.typeText : problem.owner
            var finding = Finding(rule: rule, type: owner, field: problem.fieldPath.isEmpty ? nil : problem.fieldPath,
                                  message: "\(payload.typeText) at \(pointer): \(problem.message): \(why)", contract: problem.contractLocation, swift: nil)
            finding.variant = payload.source
            return finding
        }
    }

    /// The coding paths of keys the contract does not declare, whose loss in decoding is no finding.
    public static func undeclaredPaths(_ problems: [ContractValidator.Problem]) -> Set<String> {
        Set(problems.filter { $0.kind == .undeclared }.map(\.codingPath))
    }
}
