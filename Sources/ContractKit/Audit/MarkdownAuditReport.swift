/// The Markdown report, modelled on the Nov 6 compliance audit (placeholder, being built).
public enum MarkdownAuditReport {
    public static func render(_ result: DTOAuditor.Result, schema: Schema, files: [ScannedFile], contractFiles: [String], date: String? = nil) -> String {
        AuditReport.json(result)
    }
}
