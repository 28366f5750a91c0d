/// A field's contract type against its Swift property's type, knowing the idioms real
/// apps use: a timestamp decoded as `Date` with a date strategy, a literal discriminator
/// held by an enum that has that value, an inline union held by a nested enum.
extension DTOAuditor {
    enum Compatibility {
        case compatible
        case widened(String)
        /// A number held by an integer-backed enum, a numeric enum held by an integer, or a
        /// string or number held by an enum with a catch-all case: info.
        case widenedNumber(String)
        case inline([Field], ScannedType)
        /// An inline union of literals held by a Swift enum: its values must all be cases.
        case enumValues([LiteralValue], ScannedType)
        /// A contract string or number held by `Date`.
        case date(TypeRef)
        /// The Swift type accepts only some of the contract's values: a warning.
        case narrowing(String)
        /// An open map (`Record<string, unknown>`) held by a struct whose keys are all optional: info.
        case openMap(ScannedType)
        /// An inline object held by a dictionary keyed by an enum that the app decodes itself,
        /// keeping the keys it has cases for: these fields are dropped.
        case keyedByEnum([Field], ScannedType, narrowing: String?)
        /// An inline tagged union held by an enum: each tag needs a case.
        case taggedUnion(InlineUnion)
        /// The Swift type never decodes the contract's value, for a reason worth saying.
        case fails(String)
        case incompatible
    }

    static let numericTypes: Set<String> = ["Int", "Double", "Float", "Int64", "Int32", "Int16", "Int8", "UInt", "UInt64", "UInt32", "UInt16", "UInt8",
                                            "Decimal", "CGFloat", "NSNumber", "TimeInterval", "Float64", "Float32", "Float80", "NSDecimalNumber"]
    static let integerTypes: Set<String> = ["Int", "Int64", "Int32", "Int16", "Int8", "UInt", "UInt64", "UInt32", "UInt16", "UInt8"]
    /// Swift types that hold one kind of JSON value, never an arbitrary one.
    static let concreteTypes: Set<String> = numericTypes.union(["String", "Bool", "Date", "URL", "UUID", "Data", "Character", "Substring"])

    /// Compares a field's contract type with its Swift type; recurses into inline objects.
    mutating func checkType(_ type: TypeRef, _ shape: SwiftTypeShape, typeName: String, field: Field, swiftType: ScannedType, property: ScannedProperty) {
        let swiftLocation = location(swiftType, property)
        switch typeCompatibility(type, shape.unwrapped, owner: swiftType) {
        case .compatible:
            break
        case .widenedNumber(let how):
            report(.enumWidened, type: typeName, field: field.name, "\(typeName).\(field.name): \(how)", contract: field.location, swift: swiftLocation)
        case .widened(let enumName):
            report(.enumWidened, type: typeName, field: field.name,
                   "\(typeName).\(field.name) is the enum \(enumName) in the contract and \(property.type ?? "String") in Swift (accepted for forward compatibility)",
                   contract: field.location, swift: swiftLocation)
        case .inline(let fields, let nested):
            if fields.isEmpty {
                reportUndescribedObject(typeName, field: field, nested, at: swiftLocation)
            } else if !auditDerivedObject(typeName, field: field, fields: fields, nested) {
                auditObject("\(typeName).\(field.name)", fields: fields, nested)
            }
        case .enumValues(let values, let swiftEnum):
            auditInlineEnum(typeName, values: values, field: field, swiftEnum)
        case .taggedUnion(let union):
            auditInlineUnion("\(typeName).\(field.name)", union, field: field)
        case .date(let contractType):
            reportDate(contractType, typeName: typeName, field: field, swiftType: swiftType, property: property)
        case .keyedByEnum(let dropped, let keys, let narrowing):
            reportDroppedMapKeys(dropped, keys, typeName: typeName, field: field, at: swiftLocation)
            if let narrowing {
                report(.typeMismatch, severity: .warning, type: typeName, field: field.name,
                       "\(typeName).\(field.name) is \(type.irDescription) in the contract but \(property.type ?? "?") in \(swiftType.name): \(narrowing)",
                       contract: field.location, swift: swiftLocation)
            }
        case .openMap(let holder):
            report(.typeMismatch, severity: .info, type: typeName, field: field.name,
                   "\(typeName).\(field.name) is the open map \(type.irDescription) in the contract, held by \(holder.name), whose keys are all optional: it decodes from any object and keeps only the keys it names",
                   contract: field.location, swift: swiftLocation)
        case .narrowing(let reason):
            report(.typeMismatch, severity: .warning, type: typeName, field: field.name,
                   "\(typeName).\(field.name) is \(type.irDescription) in the contract but \(property.type ?? "?") in \(swiftType.name): \(reason)",
                   contract: field.location, swift: swiftLocation)
        case .fails(let reason):
            report(.typeMismatch, type: typeName, field: field.name,
                   "\(typeName).\(field.name) is \(type.irDescription) in the contract but \(property.type ?? "?") in \(swiftType.name): \(reason)",
                   contract: field.location, swift: swiftLocation)
        case .incompatible:
            if case .named(let held, []) = shape.unwrapped, let overload = Self.appDecodeOverload(of: lastComponent(held), matcher.context.helpers) {
                report(.typeMismatch, severity: .warning, type: typeName, field: field.name,
                       "\(typeName).\(field.name) is \(type.irDescription) in the contract but \(property.type ?? "?") in \(swiftType.name), which the app's own "
                           + "\(overload) decodes: what it accepts is the app's code",
                       contract: field.location, swift: swiftLocation)
                return
            }
            if let reason = triedMapReason(type, shape.unwrapped, owner: swiftType, property: property) {
                report(.typeMismatch, severity: .warning, type: typeName, field: field.name,
                       "\(typeName).\(field.name) is \(type.irDescription) in the contract but \(property.type ?? "?") in \(swiftType.name): \(reason)",
                       contract: field.location, swift: swiftLocation)
                return
            }
            if let swiftName = undeclaredName(in: shape.unwrapped, owner: swiftType) {
                reportUndeclared(type, swiftName, typeName: typeName, field: field, swiftType: swiftType, property: property)
                return
            }
            report(.typeMismatch, type: typeName, field: field.name,
                   "\(typeName).\(field.name) is \(type.irDescription) in the contract but \(property.type ?? "?") in \(swiftType.name)",
                   contract: field.location, swift: swiftLocation)
        }
    }

    func typeCompatibility(_ type: TypeRef, _ shape: SwiftTypeShape, owner: ScannedType) -> Compatibility {
        let name: String? = if case .named(let n, _) = shape { n } else { nil }
        let simple = name.map(lastComponent)
        // A generic struct's own parameter (`let data: [T]` in `OpenAIResponse<T>`): each use
        // binds it to another type, so the struct alone says nothing to compare.
        if case .named(let n, []) = shape, owner.genericParameters.contains(n) { return parameterCompatibility(type, n, owner: owner) }
        // `Genre.ID`: the `id` type of an `Identifiable` type.
        if case .named(let n, []) = shape, let id = identifierType(n, owner: owner) { return identifierCompatibility(type, id, owner: owner) }
        // `typealias DocumentUri = String`: compare what the alias names.
        if case .named(let n, []) = shape, let target = matcher.aliasTarget(n, from: owner.name) {
            return typeCompatibility(type, SwiftTypeShape(target).unwrapped, owner: owner)
        }
        // The app's JSON value type, or a type that decodes itself from one value
        // (`singleValueContainer`, `unkeyedContainer`): it takes what it takes, unchecked here.
        if let simple, !Self.concreteTypes.contains(simple) {
            if matcher.context.jsonValueTypes[simple] != nil { return .compatible }
            // `Any` (`[String: Any]`'s values): Foundation never decodes it, so only the app's own helper
            // (a `KeyedDecodingContainer` extension that walks the JSON) reads it, and that takes any value.
            if simple == "Any" && name == "Any" { return .compatible }
            if let opaque = opaqueSwiftType(name!, owner: owner), !isDeclaredEnumeration(type) { return shortList(type, name!, owner: owner) ?? opaque }
            // An enum that tries several types for one value, or never looks at it (`DTOAuditor+TriedValues`).
            if let tried = triedValuesCompatibility(type, name!, owner: owner) { return tried }
        }
        switch type {
        case .union(let members):
            return unionCompatibility(members, shape, owner: owner)
        case .typeParameter, .external, .unsupported, .primitive(.null):
            return .compatible
        case .any, .unknown:
            // Any JSON value: a type that holds only strings or numbers fails on the rest. An
            // `any` names no type to contradict, so that is a warning, not an error.
            switch shape {
            case .array: return .narrowing("a value that is not an array fails the decode")
            case .dictionary: return .narrowing("a value that is not an object fails the decode")
            default:
                guard let simple, Self.concreteTypes.contains(simple) else { return .compatible }
                // `unknown` says any value may come; `any` is a type nobody wrote down.
                guard type == .any else { return .incompatible }
                return .narrowing("the contract does not say what this is, and a value \(simple) cannot hold fails the decode")
            }
        case .primitive(.string), .formattedString:
            return stringCompatibility(type, name: name, owner: owner)
        case .literal(let value):
            return literalCompatibility(value, name: name, owner: owner)
        case .primitive(.boolean):
            return simple == "Bool" || name.map { decodesFromOneValue($0, owner: owner) } == true ? .compatible : .incompatible
        case .primitive(.number), .primitive(.integer):
            if simple == "Date" { return .date(type) }
            // An enum that is not String-backed holds a number: by its Int raw values, or by its own `init(rawValue:)` or decoder.
            if let name, let swiftEnum = scannedEnum(named: name, owner: owner), !swiftEnum.conformances.contains("String") {
                if let fallback = Self.catchAll(swiftEnum) {
                    return .widenedNumber("a number held by \(swiftEnum.name), whose decoder gives a number it does not list the fallback case .\(fallback)")
                }
                return .widenedNumber("\(swiftEnum.name) holds the number as an enum of numbers")
            }
            return simple.map(Self.numericTypes.contains) == true ? .compatible : .incompatible
        case .nullable(let inner):
            return typeCompatibility(inner, shape.unwrapped, owner: owner)
        case .array(let element):
            return arrayCompatibility(element, shape, owner: owner)
        case .map(let value):
            return mapCompatibility(value, shape, name: name, owner: owner)
        case .literalUnion(let values):
            if let name, let swiftEnum = scannedEnum(named: name, owner: owner) { return .enumValues(values, swiftEnum) }
            return .compatible  // an inline enum read as String
        case .object(let fields):
            if case .dictionary(let key, let value) = shape { return inlineObjectAsMap(fields, key: key, value: value, owner: owner) }
            if let name, let swiftEnum = scannedEnum(named: name, owner: owner), decodesObject(fields, as: swiftEnum) { return .compatible }
            guard let name, let nested = nestedType(name, owner: owner) else { return .incompatible }
            return .inline(fields, nested)
        case .reference(let referenced, let arguments):
            return referenceCompatibility(referenced, shape, owner: owner, arguments: arguments)
        }
    }

    /// A generic struct's own parameter: compatible, unless the app decodes this contract type
    /// with a known argument there (`TypeMatcher+InlineEnvelopes`), which is then compared.
    func parameterCompatibility(_ type: TypeRef, _ parameter: String, owner: ScannedType) -> Compatibility {
        guard let bound = boundArguments[parameter] else { return .compatible }
        return typeCompatibility(type, .named(bound.name, []), owner: owner)
    }

    /// A literal (`kind: 'metric.frame'`) against the Swift type named `name`: a literal
    /// discriminator held by an enum that has the value, or the literal's own primitive.
    func literalCompatibility(_ value: LiteralValue, name: String?, owner: ScannedType) -> Compatibility {
        if let name, let swiftEnum = scannedEnum(named: name, owner: owner) {
            return enumAccepts(swiftEnum).contains(value.stringValue) ? .compatible : .incompatible
        }
        let simple = name.map(lastComponent)
        switch value {
        case .string: return simple == "String" ? .compatible : .incompatible
        case .number: return simple.map(Self.numericTypes.contains) == true ? .compatible : .incompatible
        case .boolean: return simple == "Bool" ? .compatible : .incompatible
        }
    }

    /// A `Record<string, T>` against a Swift dictionary, or an open map against a struct.
    func mapCompatibility(_ value: TypeRef, _ shape: SwiftTypeShape, name: String?, owner: ScannedType) -> Compatibility {
        if case .dictionary(let k, let v) = shape {
            if let reason = arrayCodedKey(k, owner: owner) { return .fails(reason) }
            return typeCompatibility(value, v.unwrapped, owner: owner)
        }
        // `Record<string, unknown>` or `object` held by a small struct of optional keys
        // (`Capabilities.Sampling { init() {} }`): any object decodes into it.
        guard let name, let holder = nestedType(name, owner: owner) else { return .incompatible }
        guard takesAnyObject(holder) else { return undescribedObject(value, holder) ?? .incompatible }
        if Self.isOpenMapValue(value) { return .openMap(holder) }
        // `Record<string, string>` held by a struct of optional strings: each key it names takes the map's values.
        let stored = holder.properties.filter { $0.stored && !$0.static }
        if !stored.isEmpty, stored.allSatisfy({ p in p.type.map { !Self.neverFits(typeCompatibility(value, SwiftTypeShape($0).unwrapped, owner: holder)) } ?? false }) {
            return .openMap(holder)
        }
        return .incompatible
    }

    /// A contract string (or formatted string) against the Swift type named `name`.
    func stringCompatibility(_ type: TypeRef, name: String?, owner: ScannedType) -> Compatibility {
        let simple = name.map(lastComponent)
        if simple == "String" || simple == "Substring" { return .compatible }
        if let name, let swiftEnum = scannedEnum(named: name, owner: owner) {
            if let fallback = Self.catchAll(swiftEnum) {
                return .widenedNumber("a string held by \(swiftEnum.name), whose decoder gives a string it does not list the fallback case .\(fallback)")
            }
            return .narrowing("\(swiftEnum.name) accepts only its own cases, so a string it does not list fails the decode")
        }
        if simple == "Date" { return .date(type) }
        if case .formattedString(let format) = type, simple == format.foundationType { return .compatible }
        if simple == "UUID" || simple == "URL" { return .narrowing("decoding fails for a string that is not a \(simple!)") }
        if let name, let unknown = undeclared(name, owner: owner) { return unknown }
        return .incompatible
    }

    /// A named contract type against the Swift type holding it: its counterpart, a widened
    /// enum, or an object held by a scalar.
    func referenceCompatibility(_ referenced: String, _ shape: SwiftTypeShape, owner: ScannedType, arguments: [TypeRef] = []) -> Compatibility {
        let name: String? = if case .named(let n, _) = shape { n } else { nil }
        let simple = name.map(lastComponent)
        guard let decl = declarations[referenced] else { return .compatible }
        if decl.kind == .alias, let target = decl.target {
            // An alias of an object the app reads into a Swift type of its own: that type holds it.
            if let (counterpart, _) = matcher.matches[referenced], aliasedObject(decl) != nil, name == counterpart.name || simple == lastComponent(counterpart.name) { return .compatible }
            return typeCompatibility(Self.boundTarget(decl, target, arguments: arguments), shape, owner: owner)
        }
        if let (counterpart, _) = matcher.matches[referenced] {
            if name == counterpart.name || simple == lastComponent(counterpart.name) { return .compatible }
            if let name, decl.kind == .object, holdsWholeShape(decl, name, owner: owner) { return .compatible }
        }
        if let name, isSecondHolder(name, of: referenced) { return .compatible }
        if neverHoldsLiteral(decl, shape, owner: owner) { return .incompatible }
        if decl.kind == .enumeration, let simple, let reason = Self.enumValuesNeverDecode(decl, as: simple) { return .fails(reason) }
        if decl.kind == .enumeration, simple == "String" || simple == "Int" { return .widened(referenced) }
        // An object held by a string or a number can never decode, paired or not.
        if decl.kind == .object, let simple, Self.concreteTypes.contains(simple) { return .incompatible }
        if decl.kind == .enumeration, let simple, Self.integerTypes.contains(simple), decl.cases?.allSatisfy({ if case .number = $0.value { true } else { false } }) == true {
            return .widenedNumber("the numeric enum \(referenced) held as \(simple)")
        }
        // An object read as a dictionary (`[String: Bool]`): every field's value must fit the dictionary's values.
        if decl.kind == .object, case .dictionary(_, let value) = shape,
           let field = (decl.fields ?? []).first(where: { Self.neverFits(typeCompatibility($0.type, value.unwrapped, owner: owner)) }) {
            return .fails("it is read as a dictionary, whose values never decode its field '\(field.name)' (\(field.type.irDescription))")
        }
        if decl.kind == .object, case .dictionary(_, let value) = shape, let field = Self.nullFieldFailingValues(decl, value) {
            return .fails("it is read as a dictionary whose values are not optional, which throws on a null value, and its field '\(field.name)' may be null")
        }
        // One enum value or one object held by an array (`context: Context` read as `[String]`): an array never decodes from it.
        if case .array = shape, decl.kind == .enumeration || decl.kind == .object { return .incompatible }
        guard let name else { return .compatible }
        guard let (counterpart, _) = matcher.matches[referenced] else { return .compatible }
        // A copy of the counterpart (`PKMPokemonType` beside `PKMPokemonFormType`) reads what it reads.
        if let used = matcher.context.resolve(name, from: owner.name), Self.sameStoredShape(used, counterpart) { return .compatible }
        return .incompatible
    }

    /// Two Codable structs that store the same properties (names, types, optionality) under
    /// the same keys, or two enums of the same wire values, with no hand-written decoder: one
    /// shape under two names.
    static func sameStoredShape(_ a: ScannedType, _ b: ScannedType) -> Bool {
        guard a.name != b.name, a.kind == b.kind, a.decoder == nil, b.decoder == nil else { return false }
        // Two closed enums of the same wire values (`Role` and `Audience`, both user and assistant).
        if a.kind == .enum {
            func values(_ t: ScannedType) -> [String]? {
                guard !t.cases.isEmpty, t.cases.allSatisfy({ $0.associatedValues.isEmpty }), t.decoderFallback == nil, t.rawValueInitializerLine == nil else { return nil }
                return t.cases.map { $0.rawValue ?? $0.name }.sorted()
            }
            return values(a).map { $0 == values(b) } ?? false
        }
        guard a.kind == .struct || a.kind == .class else { return false }
        func stored(_ t: ScannedType) -> [String] {
            t.properties.filter { $0.stored && !$0.static }.map { "\($0.name):\($0.type ?? "?")" }.sorted()
        }
        let mine = stored(a)
        guard !mine.isEmpty, mine == stored(b) else { return false }
        func keys(_ t: ScannedType) -> [String] { (t.codingKeys ?? []).map { "\($0.name)=\($0.rawValue ?? $0.name)" }.sorted() }
        return keys(a) == keys(b)
    }

    /// A verdict that says the value never decodes.
    /// The first field that may be null when the object is read as a dictionary of one concrete
    /// scalar (`[String: String]`): Foundation throws `valueNotFound` on a null value there.
    static func nullFieldFailingValues(_ decl: Declaration, _ value: SwiftTypeShape) -> Field? {
        guard case .named(let n, []) = value, concreteTypes.contains(lastComponent(n)) else { return nil }
        return (decl.fields ?? []).first { field in
            if field.optionality.isNullable { return true }
            switch field.type {
            case .nullable: return true
            case .union(let members): return members.contains(.primitive(.null))
            default: return false
            }
        }
    }

    static func neverFits(_ c: Compatibility) -> Bool {
        switch c {
        case .incompatible, .fails: true
        default: false
        }
    }

    /// A Swift type whose JSON shape the audit does not compare: one that decodes itself
    /// from a single value or an array (`RawRepresentable` wrappers, `LossyArray<T>`,
    /// `Metadata` over `[String: Value]`). A generic wrapper is compared by its element when
    /// the contract has an array.
    func opaqueSwiftType(_ name: String, owner: ScannedType) -> Compatibility? {
        guard matcher.context.opaqueNames.contains(lastComponent(name)),
              let t = matcher.context.resolve(name, from: owner.name) ?? matcher.swiftTypes[name] else { return nil }
        return WireContext.decodesItselfWhole(t) || WireContext.handsOffWholeDecoder(t) ? .compatible : nil
    }

    /// A contract array of any length held by a type whose decoder requires its first
    /// elements (`Tag` reads a name and a value, then loops over the rest): an array with
    /// fewer, which the contract allows, fails the decode.
    func shortList(_ type: TypeRef, _ name: String, owner: ScannedType) -> Compatibility? {
        var inner = type
        while case .nullable(let wrapped) = inner { inner = wrapped }
        guard case .array = inner, let t = matcher.context.resolve(name, from: owner.name) ?? matcher.swiftTypes[name],
              let required = t.decoder?.leadingElements, required > 0 else { return nil }
        return .fails("the init(from:) of \(t.name) requires \(required) element\(required == 1 ? "" : "s") before the rest, but the contract's array may hold fewer: such a value fails the decode")
    }

    /// Whether the contract type is a named enumeration, which the enum rules judge instead.
    func isDeclaredEnumeration(_ type: TypeRef) -> Bool {
        if case .reference(let name, _) = type { return declarations[name]?.kind == .enumeration }
        return false
    }

    /// The struct or class a property's type names, as Swift resolves it: nested in its
    /// owner or an enclosing type first (`Roots`, `Capabilities.Tools` inside `Client.Capabilities`).
    func nestedType(_ name: String, owner: ScannedType) -> ScannedType? {
        guard let found = matcher.context.resolve(name, from: owner.name) ?? matcher.swiftTypes[name], found.kind == .struct || found.kind == .class else { return nil }
        return found
    }

    /// The value type of an open map: any JSON value (`unknown`, `any`), or none (`never`: always empty).
    static func isOpenMapValue(_ value: TypeRef) -> Bool {
        switch value {
        case .any, .unknown: true
        case .unsupported(let construct): construct.contains("never")
        default: false
        }
    }

    /// A struct or class whose decoding accepts any JSON object: a synthesized or keyed
    /// decoder whose keys may all be absent (none at all, or only optional ones).
    func takesAnyObject(_ holder: ScannedType) -> Bool {
        guard holder.decoder.map({ !$0.singleValue }) ?? true else { return false }
        let stored = holder.properties.filter { $0.stored && !$0.static }
        return stored.allSatisfy { $0.optional || $0.defaultValue != nil || SwiftTypeShape($0.type ?? "").isOptional }
    }

    /// The scanned enum a property's type names, looked up as Swift does: nested in its owner,
    /// then in each enclosing type (`Response.Kind` for `Response.Item.kind: Kind`), then top level.
    func scannedEnum(named name: String, owner: ScannedType) -> ScannedType? {
        // `resolve` looks in the owner first (`Owner.Name`), then each enclosing scope, then top level.
        let found = matcher.context.resolve(name, from: owner.name)
        return found?.kind == .enum ? found : nil
    }

    /// The wire values an enum decodes: what its decoder accepts, or its raw values.
    func enumAccepts(_ swiftEnum: ScannedType) -> Set<String> {
        var values = Set(swiftEnum.wireValues.values.joined())
        for c in swiftEnum.cases where swiftEnum.wireValues[c.name] == nil {
            values.insert(c.rawValue ?? swiftEnum.rawValueMapping[c.name] ?? c.name)
        }
        return values
    }

    /// An inline union of literals (`surface: 'paved' | 'gravel' | 'trail'`) against the Swift enum holding it.
    /// The finding is the field's, of the type that declares it (`Chunk.Choice.Delta`, an inline `Post.sharing`), as every other field finding is.
    mutating func auditInlineEnum(_ typeName: String, values: [LiteralValue], field: Field, _ swiftEnum: ScannedType) {
        let path = "\(typeName).\(field.name)"
        let accepted = enumAccepts(swiftEnum)
        let fallbackCase = swiftEnum.cases.first { !$0.associatedValues.isEmpty || Self.fallbackNames.contains($0.name) }
        let fallback = fallbackCase?.name ?? swiftEnum.decoderFallback
        let missing = values.map(\.stringValue).filter { !accepted.contains($0) }
        // Read only under `try?`: a value with no case decodes as nil and fails nothing.
        let tried = fallback == nil && !missing.isEmpty && readOnlyUnderOptionalTry(swiftEnum)
        for value in missing {
            if tried {
                report(.enumCaseMissing, severity: .warning, type: typeName, field: field.name,
                       "\(path) value '\(value)' has no case in \(swiftEnum.name); every read of it is under try?, so the value decodes as nil",
                       contract: field.location, swift: location(swiftEnum))
                continue
            }
            report(.enumCaseMissing, severity: fallback == nil ? .error : .warning, type: typeName,
                   field: field.name,
                   "\(path) value '\(value)' has no case in \(swiftEnum.name)" + Self.fallbackNote(fallback, isCase: fallbackCase != nil),
                   contract: field.location, swift: location(swiftEnum))
        }
        cover(.inlineUnion, path, swiftEnum, missing: missing, fallback: fallback)
    }

    /// A contract timestamp held by `Date`: fine when a date strategy decodes it, a warning otherwise.
    mutating func reportDate(_ contractType: TypeRef, typeName: String, field: Field, swiftType: ScannedType, property: ScannedProperty) {
        let strategies = matcher.dateStrategies
        let isNumber: Bool = if case .primitive = contractType, contractType != .primitive(.string) { true } else { false }
        let readsStrings = strategies.intersection(["iso8601", "custom", "formatted"]).sorted()
        let readsNumbers = strategies.intersection(["secondsSince1970", "millisecondsSince1970"]).sorted()
        let symbol = "\(typeName).\(field.name)"
        let swiftText = "\(swiftType.name).\(property.name)"
        let message: String
        let severity: FindingSeverity
        if isNumber, readsNumbers.isEmpty, strategies.contains(AppDateStrategies.customReadingNumbers) {
            // The app's own closure (`.custom { … }`) decodes a number: how it reads one is its code's business.
            severity = .info
            message = "\(symbol) is a number in the contract, decoded as Date by \(swiftText) with a .custom strategy in the scanned code whose closure decodes a number"
        } else if isNumber {
            severity = readsNumbers.isEmpty ? .warning : .info
            message = readsNumbers.isEmpty
                ? "\(symbol) is a number in the contract, decoded as Date by \(swiftText), but no decoder in the scanned code sets .secondsSince1970 or .millisecondsSince1970: the default reads seconds since 2001, a wrong date"
                : "\(symbol) is a number in the contract, decoded as Date by \(swiftText) with .\(readsNumbers.joined(separator: "/.")) set in the scanned code"
        } else if readsStrings.isEmpty, case .formattedString(let format) = contractType {
            // The contract says it is a date (zod `.datetime()`, `@format date-time`): Date is the right type.
            severity = .info
            message = "\(symbol) is a \(format.rawValue) string in the contract, decoded as Date by \(swiftText); its decoder needs a dateDecodingStrategy that reads ISO 8601 (none was seen in the scanned code)"
        } else if readsStrings.isEmpty {
            severity = .warning
            message = "\(symbol) is a string in the contract, decoded as Date by \(swiftText), but no decoder in the scanned code sets a dateDecodingStrategy that reads strings: the default expects a number, so decoding fails"
        } else {
            severity = .info
            message = "\(symbol) is a string in the contract, decoded as Date by \(swiftText) with .\(readsStrings.joined(separator: "/.")) set in the scanned code"
                + (readsStrings == ["iso8601"] ? " (.iso8601 rejects fractional seconds, which Date.toISOString() writes)" : "")
        }
        report(.dateDecoding, severity: severity, type: typeName, field: field.name, message,
               contract: field.location, swift: location(swiftType, property))
    }

    /// Whether a Swift struct other than the counterpart reads the contract object too: each of
    /// its keys is one of the object's fields, read with no plain contradiction, and together
    /// they cover half of them at least. An app that sends a lenient twin (`Theme?` of all
    /// optional fields) and decodes a strict one (`ThemeResult`) holds one contract type with both.
    func holdsWholeShape(_ decl: Declaration, _ name: String, owner: ScannedType) -> Bool {
        guard let t = matcher.context.resolve(name, from: owner.name), t.kind == .struct || t.kind == .class,
              matcher.codable.contains(t.name) else { return false }
        let model = matcher.wireNames[t.name] ?? WireModel(t, context: matcher.context)
        let e = TypeMatcher.evidence(decl, model)
        return e.swiftKeys > 0 && e.exact == e.swiftKeys && e.shared * 2 >= e.contractFields
    }
}
