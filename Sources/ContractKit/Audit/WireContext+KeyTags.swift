extension WireContext {
    /// Replaces the tags an enum's decoder names by coding key (`case CodingKeys.pageId.stringValue:`)
    /// with the key's wire name, `page_id`; a key the scan cannot find is dropped.
    static func resolveKeyTags(_ byName: inout [String: ScannedType]) {
        let mark = SwiftDeclarationScanner.keyTagMark
        for (name, t) in byName where t.kind == .enum && t.wireValues.values.contains(where: { $0.contains { $0.hasPrefix(mark) } }) {
            var values = t.wireValues
            for (caseName, list) in values {
                values[caseName] = list.compactMap { value in
                    guard value.hasPrefix(mark) else { return value }
                    let path = value.dropFirst(mark.count).split(separator: ".")
                    guard path.count == 2, let keys = byName[name + "." + path[0]], keys.kind == .enum,
                          let key = keys.cases.first(where: { $0.name == path[1] }) else { return nil }
                    return key.rawValue ?? key.name
                }
            }
            byName[name]?.wireValues = values.filter { !$0.value.isEmpty }
        }
    }
}
