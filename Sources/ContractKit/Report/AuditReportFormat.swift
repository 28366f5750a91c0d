/// The audit's report formats, and the one entry point that renders any of them.
public enum AuditReportFormat: String, Sendable, CaseIterable {
    case markdown, json, github, sarif

    /// Renders an audit outcome that has a result. `contractFiles` are the contract's files
    /// as the report should show them; `date` goes in the Markdown header when given.
    public func render(_ outcome: AuditOutcome, result: AuditResult, contractFiles: [String], date: String?) -> String {
        switch self {
        case .json: AuditReport.json(result)
        case .github: AuditReport.github(result)
        case .sarif: SARIFReport.render(result, toolVersion: ContractPipeline.version)
        case .markdown:
            MarkdownAuditReport.render(result, schema: outcome.contract.schema, files: outcome.dtos, contractFiles: contractFiles, date: date,
                                       models: outcome.models, mappers: outcome.mappers)
        }
    }
}
