/// What every part of the translator shares: the schema, the config, the Swift name of
/// every declaration, and the diagnostics.
///
/// `@unchecked Sendable`: an instance is used by one thread at a time. Parallel
/// translation gives each worker its own `child()`, which shares only the immutable
/// tables, and merges the workers' results afterwards.
final class TranslationContext: @unchecked Sendable {
    let schema: Schema
    let config: GeneratorConfig
    var diagnostics = Diagnostics()
    /// IR declaration name → Swift type name.
    private(set) var swiftNames: [String: String] = [:]
    /// Every top-level Swift type name, which nested types must not shadow.
    private(set) var topLevelNames: Set<String> = []
    private var declarationsByName: [String: Declaration] = [:]
    /// IR names whose `@deprecated` can be an attribute: no non-deprecated declaration
    /// of the generated code refers to them, so marking them raises no warning.
    private(set) var enforceableDeprecations: Set<String> = []
    /// Whether JSONValue is needed by any generated declaration.
    var usesJSONValue = false
    /// Whether a formatted string was generated as `Date` (`generate.formats`): the support
    /// file then holds the matching date strategies.
    var usesDate = false
    /// Config keys the translation used, so unused ones can be reported as typos.
    var usedOverrides: Set<String> = []
    var usedDefaults: Set<String> = []
    var usedIntegerGlobs: Set<String> = []
    /// `generate.integers`, compiled once.
    let integerGlobs: [Glob]
    /// The generic acronyms and the team's own (`generate.acronyms`).
    let acronyms: Set<String>
    /// The generic constraint for every type parameter: `Codable & Sendable & Hashable`.
    let genericConstraint: String
    /// `public ` etc., for declarations.
    let access: String
    /// Declarations that contain themselves by value: classes and indirect enums.
    let valueCycles: ValueCycles

    init(schema: Schema, config: GeneratorConfig) {
        self.schema = schema
        self.config = config
        integerGlobs = config.integers.map(Glob.init)
        acronyms = SwiftNaming.acronyms.union(config.acronyms)
        genericConstraint = config.conformances.joined(separator: " & ")
        access = config.accessLevel == .internal ? "" : config.accessLevel.rawValue + " "
        // Which types contain themselves and which deprecations can be attributes are
        // independent walks of a large contract: one core each.
        let enumPrefix = config.enumPrefix, enumSuffix = config.enumSuffix, acronyms = acronyms
        let typePrefix = config.typePrefix, typeSuffix = config.typeSuffix, namespace = config.namespace
        let (planned, enforceable) = Parallel.both({ () -> (ValueCycles, [String: String], Set<String>) in
            var taken: Set<String> = SwiftNaming.reservedTypeNames.union(namespace.map { [$0] } ?? [])
            var names: [String: String] = [:], topLevel: Set<String> = []
            for decl in schema.declarations {
                var base = SwiftNaming.typeName(decl.name, acronyms: acronyms)
                if decl.kind == .enumeration { base = enumPrefix + base + enumSuffix }
                base = typePrefix + base + typeSuffix
                let name = SwiftNaming.unique(base, in: taken)
                taken.insert(name)
                names[decl.name] = name
                topLevel.insert(name)
            }
            return (ValueCycles(schema), names, topLevel)
        }, { Self.enforceable(schema, extraReferrers: []) })
        (valueCycles, swiftNames, topLevelNames) = planned
        declarationsByName = Dictionary(schema.declarations.map { ($0.name, $0) }, uniquingKeysWith: { _, last in last })
        enforceableDeprecations = enforceable
    }

    /// Decides which deprecations can be attributes, once every referrer is known.
    func settleDeprecations(extraReferrers: [String]) {
        enforceableDeprecations = Self.enforceable(schema, extraReferrers: extraReferrers)
    }

    private init(parent: TranslationContext) {
        schema = parent.schema
        config = parent.config
        swiftNames = parent.swiftNames
        topLevelNames = parent.topLevelNames
        declarationsByName = parent.declarationsByName
        enforceableDeprecations = parent.enforceableDeprecations
        genericConstraint = parent.genericConstraint
        access = parent.access
        integerGlobs = parent.integerGlobs
        acronyms = parent.acronyms
        valueCycles = parent.valueCycles
    }

    /// The field's type with `number` made `integer` when a `generate.integers` pattern
    /// matches its name or its `Type.field` path.
    func integerAdjusted(_ type: TypeRef, fieldName: String, fieldPath: String) -> TypeRef {
        guard !integerGlobs.isEmpty, type.contains(where: { $0 == .primitive(.number) }) else { return type }
        for glob in integerGlobs where glob.matches(glob.pattern.contains(".") ? fieldPath : fieldName) {
            usedIntegerGlobs.insert(glob.pattern)
            return type.integerized
        }
        return type
    }

    /// A context for one worker: the same tables, its own diagnostics and usage records.
    func child() -> TranslationContext { TranslationContext(parent: self) }

    /// Takes in what a worker's child context recorded.
    func merge(_ child: TranslationContext) {
        diagnostics.append(contentsOf: child.diagnostics.items)
        usedOverrides.formUnion(child.usedOverrides)
        usedDefaults.formUnion(child.usedDefaults)
        usedIntegerGlobs.formUnion(child.usedIntegerGlobs)
        usesJSONValue = usesJSONValue || child.usesJSONValue
        usesDate = usesDate || child.usesDate
    }

    func declaration(_ irName: String) -> Declaration? { declarationsByName[irName] }

    func swiftName(_ irName: String) -> String { swiftNames[irName] ?? SwiftNaming.typeName(irName, acronyms: acronyms) }

    /// A generated type's name as code outside the namespace spells it: `API.Order`. Other
    /// names (the app's, Foundation's) are returned as they are.
    func qualified(_ swiftTypeName: String) -> String {
        guard let namespace = config.namespace, topLevelNames.contains(swiftTypeName) else { return swiftTypeName }
        return namespace + "." + swiftTypeName
    }

    /// Every generated top-level type as code outside the namespace spells it.
    var qualifiedTypeNames: Set<String> { Set(topLevelNames.map(qualified)) }

    func warn(_ message: String, at location: SourceLocation) { diagnostics.emit(.warning, message, at: location) }
    func note(_ message: String, at location: SourceLocation) { diagnostics.emit(.note, message, at: location) }

    /// A declaration's doc comment and attributes, with deprecation as an attribute when
    /// it is safe to enforce, otherwise in the doc text.
    func header(doc: String?, deprecated: String?, irName: String? = nil, location: SourceLocation) -> SwiftDeclHeader {
        var header = SwiftDeclHeader(doc: docLines(doc), attributes: [], access: access)
        if let deprecated {
            if irName == nil || enforceableDeprecations.contains(irName!) {
                header.attributes.append(deprecationAttribute(deprecated))
            } else {
                if !header.doc.isEmpty { header.doc.append("") }
                header.doc.append("- Important: Deprecated" + (deprecated.isEmpty ? "." : ": \(deprecated)"))
                note("'\(irName!)' is @deprecated, but other contract types use it; the deprecation is documented rather than an @available attribute, which would make the generated code warn", at: location)
            }
        }
        return header
    }

    func deprecationAttribute(_ message: String) -> String {
        message.isEmpty ? "@available(*, deprecated)" : "@available(*, deprecated, message: \(swiftStringLiteral(message)))"
    }

    /// Doc text as `///` lines. Split on bytes: character-level splitting was a hot spot.
    func docLines(_ doc: String?) -> [String] {
        guard let doc, !doc.isEmpty else { return [] }
        return doc.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
            var end = line.endIndex
            while end > line.startIndex, let b = line[line.index(before: end)] as UInt8?, b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") {
                end = line.index(before: end)
            }
            return String(line[line.startIndex..<end])!
        }
    }

    /// Deprecated declarations whose every referrer is itself deprecated (to a fixpoint).
    private static func enforceable(_ schema: Schema, extraReferrers: [String]) -> Set<String> {
        var referrers: [String: Set<String>] = [:]
        for decl in schema.declarations {
            var refs = Set<String>()
            decl.fields?.forEach { $0.type.collectReferences(into: &refs) }
            decl.variants?.forEach { $0.type.collectReferences(into: &refs) }
            decl.target?.collectReferences(into: &refs)
            for r in refs where r != decl.name { referrers[r, default: []].insert(decl.name) }
        }
        for name in extraReferrers { referrers[name, default: []].insert("\u{0}support") }
        var deprecated = Set(schema.declarations.filter { $0.deprecated != nil }.map(\.name))
        var changed = true
        while changed {
            changed = false
            for name in deprecated where !(referrers[name] ?? []).isSubset(of: deprecated) {
                deprecated.remove(name)
                changed = true
            }
        }
        return deprecated
    }
}

extension TypeRef {
    func collectReferences(into set: inout Set<String>) {
        switch self {
        case .reference(let name, let args):
            set.insert(name)
            args.forEach { $0.collectReferences(into: &set) }
        case .array(let e), .map(let e), .nullable(let e): e.collectReferences(into: &set)
        case .union(let members): members.forEach { $0.collectReferences(into: &set) }
        case .object(let fields): fields.forEach { $0.type.collectReferences(into: &set) }
        default: break
        }
    }
}

/// A Swift string literal for any text: quotes, backslashes and control characters escaped.
func swiftStringLiteral(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        default:
            if scalar.value < 0x20 || scalar.value == 0x7F {
                out += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
    }
    return out + "\""
}


/// Joins strings into one allocation of exactly the right size. Generated lines are
/// built by the hundred thousand; interpolation grew its buffer piece by piece, and
/// appending part by part still re-checked the buffer each time: the bytes are copied
/// into the new string's storage directly.
func concat(_ parts: String...) -> String {
    var total = 0
    for part in parts { total += part.utf8.count }
    return String(unsafeUninitializedCapacity: total) { buffer in
        var offset = 0
        for var part in parts {
            part.withUTF8 { bytes in
                guard let source = bytes.baseAddress, let target = buffer.baseAddress else { return }
                (target + offset).update(from: source, count: bytes.count)
                offset += bytes.count
            }
        }
        return offset
    }
}
