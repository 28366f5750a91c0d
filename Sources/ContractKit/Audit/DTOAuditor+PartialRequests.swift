/// A request the contract's signatures only ever take as `Partial<T>`
/// (`setTorrent(id, options: Partial<SetTorrentOptions>)`): the caller may leave out any field of
/// `T`, so a Swift body that never sends one, or may leave one out, is within the contract.
extension DTOAuditor {
    /// The fields as a sender must meet them: every one optional when the Swift type only
    /// sends the contract type and the contract sends it only as `Partial<T>`.
    func fieldsAsSent(_ fields: [Field], of typeName: String, _ wire: WireModel) -> [Field] {
        guard !wire.decodes, schema.sentPartially.contains(typeName) else { return fields }
        return fields.map { field in
            var field = field
            if !field.optionality.isOptional { field.optionality = field.optionality.isNullable ? .optionalNullable : .optional }
            return field
        }
    }
}
