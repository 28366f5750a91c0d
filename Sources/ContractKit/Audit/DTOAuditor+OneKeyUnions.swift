/// A union of objects told apart by which key is present, held by a Swift enum with a
/// hand-written coder.
///
/// `type Part = TextPart | BlobPart | CallPart`, where each arm has one required key of its
/// own (`text`, `inlineBlob`, `call`) and the others are absent (`?: never`), is how many
/// APIs spell a one-of. The Swift enum that holds it decides the case by the key it finds
/// (`if c.contains(.inlineBlob) { … }`) and writes each case under its key. Each arm's key
/// is checked against what the coder reads and writes: an arm the decoder never reads fails
/// the decode (`union-variant-missing`); a key written under another name (an explicit
/// CodingKey, or the encoder's `.convertToSnakeCase`) is a `coding-key-mismatch`; and an arm
/// whose value is an object read through `nestedContainer(keyedBy:forKey:)` has that
/// object's fields compared with the nested key enum.
extension DTOAuditor {
    /// An arm: its declaration and the one required key that marks it.
    struct KeyedArm {
        let decl: Declaration
        let key: Field
    }

    /// The arms of a union alias whose members are all objects with one required key each,
    /// the keys all different; nil for any other union.
    func keyedArms(_ decl: Declaration) -> [KeyedArm]? {
        guard let keys = TypeMatcher.keyedArmFields(decl, declarations), case .union(let members)? = decl.target else { return nil }
        return zip(members, keys).map { member, key in
            if case .reference(let name, _) = member, let arm = declarations[name] { return KeyedArm(decl: arm, key: key) }
            // An arm written inline (`{ limit_gtc: LimitGtc }`) is named as TypeScript writes it.
            return KeyedArm(decl: Declaration(name: "{ \(key.name) }", kind: .object, location: key.location, fields: [key]), key: key)
        }
    }

    /// The arms of the one-key unions held by an enum with a hand-written coder, and the
    /// unpaired objects their keys hold: the enum's cases stand for them.
    func keyedUnionArmTypes() -> Set<String> {
        var names = Set<String>()
        for decl in schema.declarations where decl.kind == .alias {
            guard let (holder, _) = matcher.matches[decl.name], holder.kind != .enum || holder.decoder != nil || holder.encoder != nil,
                  let arms = keyedArms(decl) else { continue }
            for arm in arms {
                names.insert(arm.decl.name)
                if let held = arm.key.type.referencedDeclaration, matcher.matches[held] == nil { names.insert(held) }
            }
        }
        return names
    }

    /// Each arm of a one-key union, by the name of the Swift type its union is paired with.
    func keyedUnionArmHolders() -> [String: String] {
        var holders: [String: String] = [:]
        for decl in schema.declarations where decl.kind == .alias {
            guard let (holder, _) = matcher.matches[decl.name], let arms = keyedArms(decl) else { continue }
            for arm in arms { holders[arm.decl.name] = holder.name }
        }
        return holders
    }

    mutating func auditKeyedUnion(_ decl: Declaration, _ holder: ScannedType) {
        guard let arms = keyedArms(decl) else { return }
        if holder.kind == .struct || holder.kind == .class { return auditKeyedUnionStruct(decl, holder, arms: arms) }
        guard holder.kind == .enum, holder.decoder != nil || holder.encoder != nil else { return }
        let direction = matcher.swiftDirection(holder)
        let decodes = holder.decoder != nil && (direction?.decodes ?? true) && holder.decoder?.partial.isEmpty == true
        let encodes = holder.encoder != nil && (direction?.encodes ?? true) && holder.encoder?.partial.isEmpty == true
        let snakeDecoder = matcher.context.snakeCaseDecoders.decoder(for: holder.name)
        let snakeEncoder = matcher.context.snakeCaseEncoders.encoder(for: holder.name)
        for arm in arms {
            let key = arm.key.name
            // The arm's key read under another name: reported once, for the decoder.
            var reported = false
            if decodes, let decoder = holder.decoder {
                let top = topLevelKeys(decoder.containers, holder: holder)
                let readCases = Set(decoder.reads.filter { isTopLevel($0.container, decoder.containers) }.map(\.key)
                    + decoder.containers.filter { $0.parentKey != nil && isTopLevel($0.parent, decoder.containers) }.compactMap(\.parentKey))
                let wires = top.filter { readCases.contains($0.name) }
                let looked = snakeDecoder != nil ? WireModel.camelCase(fromSnakeCase: key) : key
                if let near = wires.first(where: { WireModel.folded($0.rawValue ?? $0.name) == WireModel.folded(key) }), (near.rawValue ?? near.name) != looked {
                    report(.codingKeyMismatch, type: arm.decl.name, field: key,
                           "init(from:) of \(holder.name) looks for the arm \(arm.decl.name) under '\(near.rawValue ?? near.name)', but the contract's key is '\(key)'",
                           contract: arm.key.location, swift: SourceLocation(file: holder.file, line: near.line, column: 1))
                    reported = true
                } else if !wires.contains(where: { ($0.rawValue ?? $0.name) == looked }) {
                    report(.unionVariantMissing, type: decl.name, field: key,
                           "init(from:) of \(holder.name) never reads '\(key)', the key of the arm \(arm.decl.name): a \(decl.name) with '\(key)' fails the decode",
                           contract: arm.decl.location, swift: SourceLocation(file: holder.file, line: decoder.line, column: 1))
                }
            }
            if encodes, !reported, let encoder = holder.encoder {
                let top = topLevelKeys(encoder.containers, holder: holder)
                let writtenCases = Set(encoder.keys + encoder.containers.compactMap(\.parentKey))
                if let c = top.first(where: { writtenCases.contains($0.name) && WireModel.folded($0.rawValue ?? $0.name) == WireModel.folded(key) }) {
                    let wire = c.rawValue ?? c.name
                    let written = snakeEncoder != nil ? SnakeCaseEncoders.snakeCase(wire) : wire
                    if written != key {
                        let how = snakeEncoder.map { " (.convertToSnakeCase of \($0) rewrites '\(wire)')" } ?? ""
                        report(.codingKeyMismatch, type: arm.decl.name, field: key,
                               "encode(to:) of \(holder.name) writes the arm \(arm.decl.name) under '\(written)'\(how), but the contract's key is '\(key)'",
                               contract: arm.key.location, swift: SourceLocation(file: holder.file, line: c.line, column: 1))
                    }
                }
            }
            auditArmObject(arm, holder, decodes: decodes, encodes: encodes, snakeDecoder: snakeDecoder != nil, snakeEncoder: snakeEncoder)
        }
    }

    /// The cases of the key enum the coder's top-level keyed container uses.
    func topLevelKeys(_ containers: [ScannedContainer], holder: ScannedType) -> [ScannedCase] {
        let keyEnum = containers.first { $0.kind == .keyed && $0.parent == nil }?.keyEnum ?? "CodingKeys"
        return keyCases(keyEnum, holder: holder)
    }

    func keyCases(_ keyEnum: String, holder: ScannedType) -> [ScannedCase] {
        if keyEnum == "CodingKeys", let keys = holder.codingKeys { return keys }
        return matcher.context.resolve(keyEnum, from: holder.name)?.cases ?? []
    }

    /// Whether a container variable is the top-level keyed one (or unknown, then assumed so).
    func isTopLevel(_ name: String?, _ containers: [ScannedContainer]) -> Bool {
        guard let name, let c = containers.first(where: { $0.name == name }) else { return true }
        return c.parent == nil
    }

    /// An arm whose key holds an object the enum reads or writes through a nested container:
    /// that object's fields against the nested key enum.
    mutating func auditArmObject(_ arm: KeyedArm, _ holder: ScannedType, decodes: Bool, encodes: Bool, snakeDecoder: Bool, snakeEncoder: String?) {
        var type = arm.key.type
        if case .nullable(let inner) = type { type = inner }
        guard case .reference(let objectName, _) = type, matcher.matches[objectName] == nil,
              let object = declarations[objectName], object.kind == .object else { return }
        let folded = WireModel.folded(arm.key.name)
        func nested(_ containers: [ScannedContainer]) -> [ScannedCase]? {
            let top = topLevelKeys(containers, holder: holder)
            guard let c = containers.first(where: { c in
                c.parentKey.map { key in top.contains { $0.name == key && WireModel.folded($0.rawValue ?? $0.name) == folded } } == true
            }), let keyEnum = c.keyEnum else { return nil }
            return keyCases(keyEnum, holder: holder)
        }
        let read = decodes ? holder.decoder.flatMap { nested($0.containers) } : nil
        let written = encodes ? holder.encoder.flatMap { nested($0.containers) } : nil
        guard read != nil || written != nil else { return }
        for field in object.fields ?? [] {
            if let read {
                let looked = snakeDecoder ? WireModel.camelCase(fromSnakeCase: field.name) : field.name
                if read.contains(where: { ($0.rawValue ?? $0.name) == looked }) { continue }
                if let near = read.first(where: { WireModel.folded($0.rawValue ?? $0.name) == WireModel.folded(field.name) }) {
                    report(.codingKeyMismatch, type: objectName, field: field.name,
                           "\(holder.name) reads \(objectName).\(field.name) under '\(near.rawValue ?? near.name)' in '\(arm.key.name)', but the contract's key is '\(field.name)'",
                           contract: field.location, swift: SourceLocation(file: holder.file, line: near.line, column: 1))
                } else {
                    report(.missingField, type: objectName, field: field.name,
                           "\(objectName).\(field.name) (\(field.irDescription)) is never read by init(from:) of \(holder.name) in '\(arm.key.name)': the app drops this data",
                           contract: field.location, swift: location(holder))
                }
                continue
            }
            guard let written else { continue }
            if let c = written.first(where: { WireModel.folded($0.rawValue ?? $0.name) == WireModel.folded(field.name) }) {
                let wire = c.rawValue ?? c.name
                let sent = snakeEncoder != nil ? SnakeCaseEncoders.snakeCase(wire) : wire
                guard sent != field.name else { continue }
                report(.codingKeyMismatch, type: objectName, field: field.name,
                       "encode(to:) of \(holder.name) writes \(objectName).\(field.name) as '\(sent)' in '\(arm.key.name)', but the contract's key is '\(field.name)'",
                       contract: field.location, swift: SourceLocation(file: holder.file, line: c.line, column: 1))
            } else {
                // A request: only a required field the app never sends is an error.
                report(.missingField, severity: field.optionality.isOptional ? .info : nil, type: objectName, field: field.name,
                       "encode(to:) of \(holder.name) never sends \(objectName).\(field.name) (\(field.irDescription)) in '\(arm.key.name)'",
                       contract: field.location, swift: location(holder))
            }
        }
    }

    /// A one-key union held by a struct with a property per arm key, as a one-of is often
    /// written (`struct Tool { let functionDeclarations: [FunctionDeclaration]?; let codeExecution: CodeExecution? }`):
    /// each arm's key against the struct's keys, as its coders (and the encoder's strategy) write them.
    mutating func auditKeyedUnionStruct(_ decl: Declaration, _ holder: ScannedType, arms: [KeyedArm]) {
        let wire = matcher.wire(holder)
        guard wire.partial.isEmpty else { return }
        let free = wire.keys.filter { $0.decodes == wire.decodes || $0.encodes == !wire.decodes }
        func near(_ name: String) -> WireModel.Key? { free.first { WireModel.folded($0.name) == WireModel.folded(name) } }
        // A struct with keys for fewer than two arms is some other type that shares a name,
        // unless a field of the contract holds the union where the app holds the struct (or a pin pairs them).
        let held = arms.filter({ wire.key(forWireName: $0.key.name) != nil || near($0.key.name) != nil }).count
        let method = matcher.matches[decl.name]?.method ?? ""
        guard held >= 2 || held == 1 && (method.hasPrefix("through ") || method == "pinned in config") else { return }
        let snakeEncoder = matcher.context.snakeCaseEncoders.encoder(for: holder.name)
        for arm in arms {
            let name = arm.key.name
            if let key = wire.key(forWireName: name) {
                guard wire.encodes, key.encodes, let snakeEncoder else { continue }
                let written = SnakeCaseEncoders.snakeCase(key.name)
                guard written != name else { continue }
                report(.codingKeyMismatch, type: arm.decl.name, field: name,
                       "\(holder.name) sends the arm \(arm.decl.name) as '\(written)' (.convertToSnakeCase of \(snakeEncoder) rewrites '\(key.name)'), but the contract's key is '\(name)'",
                       contract: arm.key.location, swift: SourceLocation(file: holder.file, line: key.keyCaseLine ?? key.line, column: 1))
            } else if let key = near(name) {
                report(.codingKeyMismatch, type: arm.decl.name, field: name,
                       "\(holder.name) holds the arm \(arm.decl.name) under '\(key.name)', but the contract's key is '\(name)'",
                       contract: arm.key.location, swift: SourceLocation(file: holder.file, line: key.keyCaseLine ?? key.line, column: 1))
            } else if wire.decodes {
                report(.unionVariantMissing, type: decl.name, field: name,
                       "\(holder.name) has no key for '\(name)', the key of the arm \(arm.decl.name): that arm's data is dropped on decode",
                       contract: arm.decl.location, swift: location(holder))
            } else {
                // A request: the app never sends that arm, which breaks nothing.
                report(.unionVariantMissing, severity: .info, type: decl.name, field: name,
                       "the app never sends the arm \(arm.decl.name) of \(decl.name): \(holder.name) has no key for '\(name)'",
                       contract: arm.decl.location, swift: location(holder))
            }
        }
    }
}
