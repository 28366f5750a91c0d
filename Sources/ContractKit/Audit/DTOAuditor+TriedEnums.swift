/// Swift enums the app reads only under `try?`:
/// ```swift
/// state = try? container.decode(State.self, forKey: .state)
/// ```
/// A contract value with no case does not fail the decode of the type that holds the enum:
/// the property becomes nil. The value is still lost, so the missing case is a warning, not
/// an error.
extension DTOAuditor {
    /// Whether every decoded property (or local) that holds `e` is read under `try?` by a
    /// hand-written decoder (and at least one is). A synthesized decoder, or a plain `decode`, throws on
    /// an unknown value.
    mutating func readOnlyUnderOptionalTry(_ e: ScannedType) -> Bool {
        if let known = triedEnums[e.name] { return known }
        let plain = lastComponent(e.name)
        var tolerant = false, strict = false
        for file in files {
            for t in file.types where t.kind == .struct || t.kind == .class {
                for p in t.properties where p.stored && !p.static {
                    guard let text = p.type, WireContext.contains(text, plain),
                          SwiftTypeShape(text).elementNames.contains(where: { matcher.context.resolve($0, from: t.name)?.name == e.name }) else { continue }
                    guard let decoder = t.decoder else { strict = true; continue }
                    let reads = decoder.reads.filter { $0.property == p.name }
                    if reads.isEmpty { continue }
                    if reads.allSatisfy(\.optionalTry) { tolerant = true } else { strict = true }
                }
                // `guard let size = try? c.decode(Size.self, forKey: .size) else { continue }`: read into a local.
                for read in t.decoder?.reads ?? [] where read.type?.contains(plain) == true && !t.properties.contains(where: { $0.stored && $0.name == read.property }) {
                    guard SwiftTypeShape(read.type!).elementNames.contains(where: { matcher.context.resolve($0, from: t.name)?.name == e.name }) else { continue }
                    if read.optionalTry { tolerant = true } else { strict = true }
                }
            }
        }
        let result = tolerant && !strict
        triedEnums[e.name] = result
        return result
    }
}
