/// Every contract field of every object declaration, and of the inline objects inside
/// them, numbered once. The mapper audit resolves thousands of member paths and keeps sets
/// of the fields each mapper reads; with numbers instead of names those stay cheap.
///
/// An owner is a declaration name (`WorkDTO`) or an inline object's path
/// (`WorkDTO.boundingBox`).
struct FieldTable: Sendable {
    /// Owners by name, numbered; per owner number: every name a Swift property may give a
    /// field (its wire name, the generated property name, the DTO's own property name) →
    /// the field's id. Walks hash one name per step, never the owner's.
    private var ownerNumbers: [String: Int] = [:]
    private var ownerNames: [String] = []
    private var lookup: [[String: Int]] = []
    /// By id.
    private(set) var owners: [String] = []
    private(set) var names: [String] = []
    /// The top-level declaration each field belongs to, by id.
    private(set) var roots: [String] = []
    /// The owner whose fields the field's value has (a referenced object declaration, or
    /// the inline object's path), by id; nil for scalars, enums and the like.
    private(set) var next: [String?] = []
    /// The same owner's number, or -1.
    private var nextNumber: [Int] = []
    /// The root declaration's owner number, by id: compared where names would be hashed.
    private(set) var rootNumbers: [Int] = []

    var count: Int { names.count }

    private init() {}

    init(schema: Schema, declarations: [String: Declaration], dtoWires: [String: WireModel]) {
        // A large contract's declarations are numbered in parts on all cores, then joined
        // in order with their ids and owner numbers shifted: the same table as one pass.
        let objects = schema.declarations.filter { $0.kind == .object }
        let parts = Parallel.chunks(objects.count, serialBelow: 200) { range in
            var part = FieldTable()
            for decl in objects[range] {
                part.add(owner: decl.name, root: decl.name, fields: decl.fields ?? [], wire: dtoWires[decl.name], declarations: declarations, depth: 0)
            }
            return part
        }
        for part in parts { append(part) }
        nextNumber = next.map { owner in owner.flatMap { ownerNumbers[$0] } ?? -1 }
        rootNumbers = roots.map { ownerNumbers[$0] ?? -1 }
    }

    /// An owner's number (a declaration's, for `rootNumbers`).
    func ownerNumber(_ owner: String) -> Int? { ownerNumbers[owner] }

    private mutating func append(_ part: FieldTable) {
        let idOffset = names.count, ownerOffset = lookup.count
        owners += part.owners
        names += part.names
        roots += part.roots
        next += part.next
        ownerNames += part.ownerNames
        lookup += idOffset == 0 ? part.lookup : part.lookup.map { $0.mapValues { $0 + idOffset } }
        for (owner, number) in part.ownerNumbers { ownerNumbers[owner] = number + ownerOffset }
    }

    private mutating func add(owner: String, root: String, fields: [Field], wire: WireModel?, declarations: [String: Declaration], depth: Int) {
        // Sized once: each field adds its name and its property name.
        var map: [String: Int] = Dictionary(minimumCapacity: fields.count * 2)
        var ids: [String: Int] = Dictionary(minimumCapacity: fields.count)
        for field in fields {
            let id = names.count
            owners.append(owner)
            names.append(field.name)
            roots.append(root)
            next.append(nil)
            ids[field.name] = id
            map[field.name] = id
            let property = SwiftNaming.propertyName(field.name)
            if map[property] == nil { map[property] = id }
            switch Self.objectInside(field.type) {
            case .reference(let name, _)? where declarations[name]?.kind == .object:
                next[id] = name
            case .object(let inner)? where depth < 32:
                let path = "\(owner).\(field.name)"
                next[id] = path
                add(owner: path, root: root, fields: inner, wire: nil, declarations: declarations, depth: depth + 1)
            default:
                break
            }
        }
        // Under `.convertFromSnakeCase` a property's key is the converted name (`travelerId`
        // for `traveler_id`), as Foundation compares it: never the naming module's `travelerID`.
        var converted: [String: Int] = [:]
        if wire?.convertsFromSnakeCase == true {
            for (name, id) in ids where name.hasByte(UInt8(ascii: "_")) { converted[WireModel.camelCase(fromSnakeCase: name)] = id }
        }
        // Each DTO property by the first key that feeds it (`WireModel.wireName`), walked in
        // place rather than built into a table first.
        if let wire {
            var named = Set<String>(minimumCapacity: wire.keys.count)
            for i in wire.keys.indices where wire.keyIndex[wire.keys[i].name] != nil {
                let wireName = wire.keys[i].name
                for property in wire.keys[i].properties where named.insert(property).inserted {
                    if let id = ids[wireName] ?? converted[wireName] { map[property] = id }
                }
            }
        }
        ownerNumbers[owner] = lookup.count
        ownerNames.append(owner)
        lookup.append(map)
    }

    /// The object type a field's value is, through arrays, maps and nullability.
    static func objectInside(_ type: TypeRef) -> TypeRef? {
        switch type {
        case .array(let e), .map(let e), .nullable(let e): objectInside(e)
        case .reference, .object: type
        default: nil
        }
    }

    func id(owner: String, name: String) -> Int? { ownerNumbers[owner].flatMap { lookup[$0][name] } }

    /// The fields a member path reads from a declaration: `[boundingBox, x]` on WorkDTO reads
    /// `WorkDTO.boundingBox` and `WorkDTO.boundingBox.x`. Stops at the first name that is not
    /// a field (a method, `count`). `end` is the owner the path's value has, if any.
    func walk(_ path: [String], from declaration: String) -> (ids: [Int], end: String?) {
        guard var owner = ownerNumbers[declaration] else { return ([], nil) }
        var ids: [Int] = []
        ids.reserveCapacity(path.count)
        for name in path {
            guard owner >= 0, let id = lookup[owner][name] else { return (ids, nil) }
            ids.append(id)
            owner = nextNumber[id]
        }
        return (ids, owner >= 0 ? ownerNames[owner] : nil)
    }
}
