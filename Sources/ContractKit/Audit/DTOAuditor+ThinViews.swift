/// A second holder that reads a few of a contract type's keys: a multireddit's subreddit list
/// read as `[MultiSub]` (`name` and its own `data`) while `SubredditData` reads the whole
/// subreddit, or a pin's track read as `PinsTrackMetadata` (three keys of eight) beside the
/// `TrackMetadata` the app decodes elsewhere. Such a struct is a view of its own, written
/// for one screen, not a copy of the type that has fallen behind it: that it leaves a field
/// out is no drift, and one note says so. What it does read is still checked (a wrong type
/// or a wrong key fails its decode all the same), and a copy that reads most of the type
/// (`CardRow` for `ScoreCard`, missing two of six) is still judged field by field.
extension DTOAuditor {
    /// Audits `second`, a Swift type other than the counterpart that reads the contract
    /// object `typeName`: field by field, or, for a thin view, all but the fields it leaves out.
    mutating func auditSecondHolder(_ typeName: String, fields: [Field], _ second: ScannedType, counterpart: ScannedType) {
        let wire = wireModel(second)
        guard wire.decodes, wire.partial.isEmpty else { return auditObject(typeName, fields: fields, second) }
        let read = fields.reduce(0) { $0 + (wire.key(forWireName: $1.name) == nil ? 0 : 1) }
        guard Self.isThinView(read: read, of: fields.count) else { return auditObject(typeName, fields: fields, second) }
        thinViewOf = counterpart.name
        defer { thinViewOf = nil }
        auditObject(typeName, fields: fields, second)
        report(.missingField, severity: .info, type: typeName,
               "\(second.name) reads \(read) of the \(fields.count) fields of \(typeName), which \(counterpart.name) reads: a view of its own, so the fields it leaves out are not drift",
               contract: declarations[typeName]?.location, swift: location(second))
    }

    /// Fewer than half of the contract type's fields, of four or more: a view, not a copy.
    static func isThinView(read: Int, of fields: Int) -> Bool {
        fields >= 4 && 2 * read < fields
    }
}
