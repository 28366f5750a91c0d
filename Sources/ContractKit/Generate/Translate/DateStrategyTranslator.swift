/// The support file's date strategies, when `generate.formats` makes `date-time` or `date`
/// fields `Date`: ISO 8601 as JavaScript's `toISOString()` writes it
/// (`2026-01-15T10:30:00.000Z`), with or without fractional seconds, or a full date.
/// `JSONDecoder`'s `.iso8601` rejects fractional seconds, so the DTOs need these.
extension TranslationContext {
    func dateStrategyDeclarations() -> [SwiftDecl] {
        let publicStatic = access + "static "
        let decode = SwiftFunction(
            header: SwiftDeclHeader(doc: ["Reads an ISO 8601 time, with or without fractional seconds, or a full date."], access: publicStatic),
            signature: "func date(from text: String) -> Date?",
            body: [
                .line("let formatter = ISO8601DateFormatter()"),
                .line("formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]"),
                .line("if let date = formatter.date(from: text) { return date }"),
                .line("formatter.formatOptions = [.withInternetDateTime]"),
                .line("if let date = formatter.date(from: text) { return date }"),
                .line("formatter.formatOptions = [.withFullDate]"),
                .line("return formatter.date(from: text)"),
            ])
        let format = SwiftFunction(
            header: SwiftDeclHeader(doc: ["Writes a time as JavaScript's `toISOString()` does: UTC, with milliseconds."], access: publicStatic),
            signature: "func string(from date: Date) -> String",
            body: [
                .line("let formatter = ISO8601DateFormatter()"),
                .line("formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]"),
                .line("return formatter.string(from: date)"),
            ])
        let namespace = SwiftTypeDecl(
            header: SwiftDeclHeader(doc: [
                "Dates as the contract's `date-time` and `date` strings carry them. Decode with",
                "`decoder.dateDecodingStrategy = .contractKitISO8601` and encode with",
                "`encoder.dateEncodingStrategy = .contractKitISO8601`.",
            ], access: access),
            kind: .enum, name: "ContractKitDates", members: [.function(decode), .function(format)])
        let decoding = SwiftProperty(
            header: SwiftDeclHeader(doc: ["ISO 8601 with or without fractional seconds, or a full date (`ContractKitDates`)."], access: publicStatic),
            name: "contractKitISO8601", type: "JSONDecoder.DateDecodingStrategy",
            getter: [
                .closure(".custom { decoder in", [
                    .line("let text = try decoder.singleValueContainer().decode(String.self)"),
                    .line("if let date = ContractKitDates.date(from: text) { return date }"),
                    .line("let problem = \"not an ISO 8601 date: \\(text)\""),
                    .line("throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: problem))"),
                ]),
            ])
        let encoding = SwiftProperty(
            header: SwiftDeclHeader(doc: ["ISO 8601 with milliseconds, as JavaScript writes it (`ContractKitDates`)."], access: publicStatic),
            name: "contractKitISO8601", type: "JSONEncoder.DateEncodingStrategy",
            getter: [
                .closure(".custom { date, encoder in", [
                    .line("var container = encoder.singleValueContainer()"),
                    .line("try container.encode(ContractKitDates.string(from: date))"),
                ]),
            ])
        return [
            .type(namespace),
            .type(SwiftTypeDecl(header: SwiftDeclHeader(), kind: .extension, name: "JSONDecoder.DateDecodingStrategy", members: [.property(decoding)])),
            .type(SwiftTypeDecl(header: SwiftDeclHeader(), kind: .extension, name: "JSONEncoder.DateEncodingStrategy", members: [.property(encoding)])),
        ]
    }
}
