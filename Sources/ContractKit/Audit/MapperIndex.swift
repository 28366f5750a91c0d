import Foundation

/// What every scanned function reads of the contract's DTOs, resolved through the
/// contract: `dto.boundingBox?.x` in a function taking a `WorkDTO` reads
/// `WorkDTO.boundingBox` and `WorkDTO.boundingBox.x`; `for w in data.works { w.title }`
/// on a `BookSearchResponse` reads `WorkDTO.title`. A function also reads whatever the
/// functions it passes a DTO to read (`mapToWorks` → `mapToWork`), to any depth.
struct MapperReads {
    let functions: [ScannedFunction]
    /// `DTOMapper.mapToWork`, by function index, built once.
    let displayNames: [String]
    /// Per function: parameter name → contract declaration.
    let roots: [[String: String]]
    /// Per function: the field ids it reads, with those the functions it forwards to read
    /// of the forwarded declaration.
    let reads: [Set<Int>]
    /// The functions (indices) that read field `id`: `readers[readerStart[id]..<readerStart[id + 1]]`,
    /// one flat array rather than an array per field.
    let readerStart: [Int]
    let readers: [Int]
    /// Field id → the `Model.property` targets functions write its value to (with repeats).
    let targetsByField: [Int: [String]]
    /// Declaration → the functions (indices) with a parameter of its type.
    let mappersByDeclaration: [String: [Int]]
    /// Per function, what tells a merge mapper from a create mapper.
    let roles: [Role]

    /// The parts of a function's signature `isMerge` weighs, read once (with `resolve`,
    /// on all cores) rather than for every DTO the function takes.
    struct Role: Sendable {
        /// Named like an update: `mergeWorkData`, `applyUpdate`.
        var namedLikeMerge: Bool
        /// The return type's element, last component (`Work` for `-> [App.Work]`).
        var returns: String?
        var returnsNothing: Bool
        /// Each parameter type's simple name.
        var parameterTypes: [String]
        /// The enclosing type, last component.
        var enclosing: String?

        static let mergeWords: [[UInt8]] = ["merge", "update", "apply", "refresh", "sync", "fill", "patch"].map { Array($0.utf8) }

        init(_ function: ScannedFunction) {
            let name = function.name.utf8.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 + 32 : $0 }
            namedLikeMerge = Self.mergeWords.contains { word in
                name.count >= word.count && (0...(name.count - word.count)).contains { start in name[start..<(start + word.count)].elementsEqual(word) }
            }
            returns = function.returnType.flatMap { SwiftTypeShape($0).elementName }.map(lastComponent)
            returnsNothing = function.returnType == nil || function.returnType == "Void" || function.returnType == "()"
            parameterTypes = function.parameters.compactMap { SwiftTypeShape($0.type).simpleName }
            enclosing = function.enclosingType.map(lastComponent)
        }
    }

    /// What one function reads, writes and forwards, resolved through the contract.
    struct Resolved: Sendable {
        var role: Role
        var roots: [String: String] = [:]
        var reads = Set<Int>()
        /// `Model.property` and the field whose value is written there.
        var writes: [(target: String, field: Int)] = []
        var forwards: [(callee: String, declaration: String)] = []
    }

    static func resolve(_ function: ScannedFunction, _ auditor: DataFlowAuditor) -> Resolved {
        var resolved = Resolved(role: Role(function))
        for p in function.parameters {
            if let name = SwiftTypeShape(p.type).elementName, let decl = auditor.contractForSwift[name] ?? auditor.contractForSwift[lastComponent(name)],
               auditor.declarations[decl]?.kind == .object {
                resolved.roots[p.name] = decl
            }
        }
        // A DTO's own method or computed property (`extension WorkDTO { func toModel() }`) reads
        // `self`; its initializers and `encode(to:)` build or write it, and map nothing.
        if let type = function.enclosingType, let decl = auditor.contractForSwift[type] ?? auditor.contractForSwift[lastComponent(type)],
           auditor.declarations[decl]?.kind == .object, !function.isStatic, function.name != "init", function.name != "encode" {
            resolved.roots["self"] = decl
        }
        guard !resolved.roots.isEmpty else { return resolved }
        let table = auditor.fields
        // Each read once; a write's sources are the same reads, found by their position.
        var byPosition: [SourcePosition: [Int]] = [:]
        for read in function.reads {
            guard let root = resolved.roots[read.parameter] else { continue }
            let ids = table.walk(read.path, from: root).ids
            resolved.reads.formUnion(ids)
            byPosition[SourcePosition(line: read.line, column: read.column)] = ids
        }
        for write in function.writes {
            guard let type = write.targetType else { continue }
            var target: String?
            for source in write.sources {
                guard let last = byPosition[SourcePosition(line: source.line, column: source.column)]?.last else { continue }
                if target == nil { target = type + "." + write.property }
                resolved.writes.append((target!, last))
            }
        }
        for forward in function.forwards {
            guard let root = resolved.roots[forward.parameter] else { continue }
            let (walked, end) = table.walk(forward.path, from: root)
            resolved.reads.formUnion(walked)
            let target = forward.path.isEmpty ? root : end
            if let target, auditor.declarations[target] != nil { resolved.forwards.append((forward.callee, target)) }
        }
        return resolved
    }

    init(auditor: DataFlowAuditor) {
        let functions = auditor.functions
        self.functions = functions
        displayNames = functions.map(\.displayName)
        // Functions resolve independently: a large app's are split over the cores; results keep their order.
        let resolved = Parallel.chunks(functions.count, serialBelow: 400) { range in
            functions[range].map { Self.resolve($0, auditor) }
        }.flatMap { $0 }
        let roots = resolved.map(\.roots)
        roles = resolved.map(\.role)
        let fieldRoots = auditor.fields.rootNumbers

        // Forwarding edges: a call by name to a function (or an initializer of the type
        // named) that takes the forwarded declaration. The caller is credited with what the
        // callee reads of that declaration only, so a recursive model (each entity mapping
        // its parent) does not make every mapper read every type.
        var byCallee: [String: [Int]] = [:]
        for (j, g) in functions.enumerated() {
            byCallee[g.name, default: []].append(j)
            if g.name == "init", let type = g.enclosingType { byCallee[lastComponent(type), default: []].append(j) }
        }
        var edges: [[(callee: Int, declaration: Int)]] = Array(repeating: [], count: functions.count)
        for (i, r) in resolved.enumerated() {
            for (callee, decl) in r.forwards {
                guard let number = auditor.fields.ownerNumber(decl) else { continue }
                for j in byCallee[callee] ?? [] where j != i && roots[j].values.contains(decl) { edges[i].append((j, number)) }
            }
        }
        var total = resolved.map(\.reads)
        var changed = true
        var rounds = 0
        while changed && rounds <= functions.count {
            changed = false
            rounds += 1
            for i in functions.indices {
                for (j, decl) in edges[i] {
                    let credited = total[j].filter { fieldRoots[$0] == decl }
                    if !credited.isSubset(of: total[i]) {
                        total[i].formUnion(credited)
                        changed = true
                    }
                }
            }
        }
        self.roots = roots
        self.reads = total
        var readerStart = Array(repeating: 0, count: auditor.fields.count + 1)
        for reads in total { for id in reads { readerStart[id + 1] += 1 } }
        for id in 0..<auditor.fields.count { readerStart[id + 1] += readerStart[id] }
        var readers = Array(repeating: 0, count: readerStart[auditor.fields.count])
        var filled = readerStart
        var targetsByField: [Int: [String]] = [:]
        var mappersByDeclaration: [String: [Int]] = [:]
        for i in functions.indices {
            for id in total[i] {
                readers[filled[id]] = i
                filled[id] += 1
            }
            for (target, id) in resolved[i].writes { targetsByField[id, default: []].append(target) }
            for decl in Set(roots[i].values) { mappersByDeclaration[decl, default: []].append(i) }
        }
        self.readerStart = readerStart
        self.readers = readers
        self.targetsByField = targetsByField
        self.mappersByDeclaration = mappersByDeclaration
    }

    /// Functions (indices) with a parameter of the declaration's type (or an array or
    /// optional of it), in file and line order.
    func mappers(taking declaration: String) -> [Int] {
        mappersByDeclaration[declaration] ?? []
    }

    /// Whether some function taking the declaration's DTO builds the model: it returns it,
    /// is one of its initializers or members, or writes one of its properties.
    func builds(_ model: String, from declaration: String) -> Bool {
        mappers(taking: declaration).contains { i in
            roles[i].returns == model || roles[i].enclosing == model
                || functions[i].writes.contains { write in write.targetType.flatMap { SwiftTypeShape($0).elementName }.map(lastComponent) == model }
        }
    }

    /// The display names of the functions that read a field.
    func readers(of id: Int?) -> [String] {
        guard let id else { return [] }
        var names: [String] = []
        for i in readers[readerStart[id]..<readerStart[id + 1]] where !names.contains(displayNames[i]) { names.append(displayNames[i]) }
        return names
    }

    /// The model property some mapper writes a field's value into, if exactly one.
    func modelProperty(for id: Int?, model: String) -> String? {
        guard let id else { return nil }
        let found = Set((targetsByField[id] ?? []).filter { $0.hasPrefix(model + ".") })
        return found.count == 1 ? String(found.first!.dropFirst(model.count + 1)) : nil
    }

    /// Every model property some mapper writes a field's value into, sorted: the
    /// properties a nested object is flattened into (`customerName: dto.customer.fullName`).
    func modelProperties(for id: Int?, model: String) -> [String] {
        guard let id else { return [] }
        return Set((targetsByField[id] ?? []).filter { $0.hasPrefix(model + ".") }.map { String($0.dropFirst(model.count + 1)) }).sorted()
    }
    /// A merge (update) mapper rather than a create mapper: named like one, or it takes
    /// the model (or is the model's own method) and returns nothing.
    func isMerge(_ index: Int, model: String?) -> Bool {
        let role = roles[index]
        if role.namedLikeMerge { return true }
        guard let model else { return false }
        if role.returns == model || (functions[index].name == "init" && role.enclosing == model) { return false }
        return role.returnsNothing && (role.parameterTypes.contains(model) || role.enclosing == model)
    }
}

/// A line and column in one file: a key that cannot collide, whatever the line's length.
struct SourcePosition: Hashable {
    var line: Int
    var column: Int
}
