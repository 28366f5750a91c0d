// Report: findings and changes to Markdown, JSON, SARIF, GitHub annotations and scan listings.

/// The audit's report formats, and the one entry point that renders any of them.
public enum AuditReportFormat: String, Sendable, CaseIterable {
    case markdown, json, github, sarif, xcode

    /// What a report is rendered from, beside the result: the contract and the Swift it read.
    public struct Sources: Sendable {
        public var schema: Schema
        /// The contract's files as the report shows them.
        public var contractFiles: [String]
        public var dtos: [ScannedFile]
        public var models: [ScannedFile]
        public var mappers: [ScannedFile]

        public init(schema: Schema, contractFiles: [String], dtos: [ScannedFile], models: [ScannedFile] = [], mappers: [ScannedFile] = []) {
            self.schema = schema
            self.contractFiles = contractFiles
            self.dtos = dtos
            self.models = models
            self.mappers = mappers
        }
    }

    /// `date` goes in the Markdown header when given; `toolVersion` in SARIF's driver.
    public func render(_ result: AuditResult, _ sources: Sources, date: String?, toolVersion: String) -> String {
        switch self {
        case .json: AuditReport.json(result)
        case .github: AuditReport.github(result)
        case .xcode: AuditReport.xcode(result)
        case .sarif: SARIFReport.render(result, toolVersion: toolVersion)
        case .markdown:
            MarkdownAuditReport.render(result, schema: sources.schema, files: sources.dtos, contractFiles: sources.contractFiles, date: date,
                                       models: sources.models, mappers: sources.mappers)
        }
    }
}
