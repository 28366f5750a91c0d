/// Finds the Swift type for each contract type, with no config on the seeds' layout:
/// the same name; a name pinned in config; a type a matched type's field uses (nested
/// types first, as `ResponseEnvelope.ApiErrorInfo`); and, for enums, the prefix or
/// suffix those pairs show (`EditionFormat` ↔ `DTOEditionFormat` teaches `DTO`).
struct TypeMatcher {
    let schema: Schema
    /// Swift types by qualified name; extensions are not counterparts.
    let swiftTypes: [String: ScannedType]
    var matches: [String: (type: ScannedType, method: String)] = [:]
    /// Wire-name tables by Swift type name, built once: the matcher's passes and the
    /// field audit all consult them.
    private(set) var wireNames: [String: WireNames] = [:]

    mutating func wire(_ type: ScannedType) -> WireNames {
        if let known = wireNames[type.name] { return known }
        let built = WireNames(type)
        wireNames[type.name] = built
        return built
    }

    init(schema: Schema, scanned: [ScannedType]) {
        self.schema = schema
        var byName: [String: ScannedType] = [:]
        for t in scanned where t.kind != .extension && byName[t.name] == nil { byName[t.name] = t }
        swiftTypes = byName
    }

    mutating func run(pins: [String: String]) {
        for (contract, swift) in pins.sorted(by: { $0.key < $1.key }) {
            if let t = swiftTypes[swift] { matches[contract] = (t, "pinned in config") }
        }
        for decl in schema.declarations where matches[decl.name] == nil && decl.kind != .alias {
            if let t = swiftTypes[decl.name] {
                matches[decl.name] = (t, "same name")
            } else if let t = swiftTypes[SwiftNaming.typeName(decl.name)] {
                // `Error` → `ErrorInfo`: the name `contractkit generate` gives it.
                matches[decl.name] = (t, "the name contractkit generates")
            }
        }
        // Every pass below reads the matched types' wire-name tables: build them on all cores.
        let matched = Array(Set(matches.values.map(\.type.name))).sorted().compactMap { swiftTypes[$0] }
        let built = inOrderedChunks(matched.count, serialBelow: 200) { range in matched[range].map(WireNames.init) }
        for table in built.joined() { wireNames[table.type.name] = table }
        var changed = true
        while changed {
            changed = inferThroughFields()
            if inferEnumAffixes() { changed = true }
        }
    }

    /// A matched object's field whose contract type is an unmatched declaration names its
    /// counterpart through the Swift property's type.
    mutating func inferThroughFields() -> Bool {
        var changed = false
        for decl in schema.declarations where decl.kind == .object {
            guard let (swiftType, _) = matches[decl.name] else { continue }
            let wire = wire(swiftType)
            for field in decl.fields ?? [] {
                guard let referenced = field.type.referencedDeclaration, matches[referenced] == nil,
                      let property = wire.property(forWireName: field.name), let typeText = property.type,
                      let swiftName = SwiftTypeShape(typeText).elementName else { continue }
                let candidates = [swiftType.name + "." + swiftName, swiftName]
                if let found = candidates.compactMap({ swiftTypes[$0] }).first {
                    matches[referenced] = (found, "through \(decl.name).\(field.name)")
                    changed = true
                }
            }
        }
        return changed
    }

    /// Applies the prefix and suffix that matched enums show to unmatched ones.
    mutating func inferEnumAffixes() -> Bool {
        var affixes: [String: Int] = [:]
        for decl in schema.declarations where decl.kind == .enumeration {
            guard let (swiftType, _) = matches[decl.name], swiftType.name != decl.name,
                  let range = swiftType.name.range(of: decl.name) else { continue }
            let affix = "\(swiftType.name[..<range.lowerBound])|\(swiftType.name[range.upperBound...])"
            affixes[affix, default: 0] += 1
        }
        guard let best = affixes.max(by: { ($0.value, $1.key) < ($1.value, $0.key) })?.key else { return false }
        let parts = best.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        var changed = false
        for decl in schema.declarations where decl.kind == .enumeration && matches[decl.name] == nil {
            if let t = swiftTypes[parts[0] + decl.name + parts[1]] {
                let what = [parts[0].isEmpty ? nil : "prefix '\(parts[0])'", parts[1].isEmpty ? nil : "suffix '\(parts[1])'"].compactMap { $0 }
                matches[decl.name] = (t, "enum " + what.joined(separator: " and ") + ", inferred from the fields that use enums")
                changed = true
            }
        }
        return changed
    }
}

extension TypeRef {
    /// The declaration this type uses directly or as an element: `DataProvider[]` → `DataProvider`.
    var referencedDeclaration: String? {
        switch self {
        case .reference(let name, _): name
        case .array(let e), .map(let e), .nullable(let e): e.referencedDeclaration
        default: nil
        }
    }
}

/// How a Swift type's stored properties map to wire names: through CodingKeys raw
/// values when it declares them, otherwise by the keys its decoder reads, otherwise by name.
///
/// A class: built once per type, then shared by the matcher, every field audit and the
/// data flow, where copying its tables (and the scanned type) was a fifth of the time.
final class WireNames: Sendable {
    let type: ScannedType
    /// Stored, non-static properties by wire name.
    let byWireName: [String: ScannedProperty]
    /// Wire name by property name.
    let wireName: [String: String]
    /// CodingKeys case by property name (when there is a CodingKeys enum).
    let keyCase: [String: ScannedCase]

    init(_ type: ScannedType) {
        self.type = type
        var byWireName: [String: ScannedProperty] = [:]
        var wireName: [String: String] = [:]
        var keyCase: [String: ScannedCase] = [:]
        let keys = type.codingKeys.map { Dictionary($0.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a }) }
        // The decoder's keys count only when there is no CodingKeys enum.
        let decoderKeys = keys != nil ? [:]
            : Dictionary((type.decoder?.reads ?? []).compactMap { r in r.property.map { ($0, r.key) } }, uniquingKeysWith: { a, _ in a })
        for property in type.properties where property.stored && !property.static {
            // A deprecated accessor's storage `_name` is coded under `name`.
            let name = property.name
            let codedName = keys?[name] != nil || !name.hasPrefix("_") ? name : String(name.dropFirst())
            var wire: String?
            if let keys {
                if let key = keys[codedName] {
                    keyCase[name] = key
                    wire = key.rawValue ?? key.name
                }
            } else if let key = decoderKeys[name] {
                wire = key
            } else {
                wire = codedName
            }
            if let wire {
                wireName[name] = wire
                if byWireName[wire] == nil { byWireName[wire] = property }
            }
        }
        self.byWireName = byWireName
        self.wireName = wireName
        self.keyCase = keyCase
    }

    func property(forWireName name: String) -> ScannedProperty? { byWireName[name] }
}
