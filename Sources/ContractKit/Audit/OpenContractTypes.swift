/// A contract object whose keys are open: it extends a base whose fields are not known (a
/// type from a file or package the contract folder does not hold), or an open map
/// (`extends Record<string, unknown>`), or declares an index signature beside its fields.
/// TypeScript itself does not know every key such a type carries, so a key the app reads
/// beyond its named fields is no extra field: a note, never an error.
extension DTOAuditor {
    mutating func reportKeyOfOpenType(_ typeName: String, key: String, holder: String, at: SourceLocation) {
        report(.extraOptionalField, severity: .info, type: typeName, field: key,
               "\(holder) reads '\(key)', which \(typeName) does not name; \(typeName)'s keys are open (a base whose fields are not read, an open map or an index signature), so it is not judged",
               contract: nil, swift: at)
    }
}
