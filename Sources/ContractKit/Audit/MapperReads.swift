import Foundation

/// What every scanned function reads of the contract's DTOs, resolved through the
/// contract: `dto.boundingBox?.x` in a function taking a `WorkDTO` reads
/// `WorkDTO.boundingBox` and `WorkDTO.boundingBox.x`; `for w in data.works { w.title }`
/// on a `BookSearchResponse` reads `WorkDTO.title`. A function also reads whatever the
/// functions it passes a DTO to read (`mapToWorks` → `mapToWork`), to any depth.
struct MapperReads {
    typealias FieldKey = DataFlowAuditor.FieldKey

    let functions: [ScannedFunction]
    /// Per function: parameter name → contract declaration.
    let roots: [[String: String]]
    /// Per function: the fields it reads, with those of the functions it forwards to.
    let reads: [Set<FieldKey>]
    /// Indexes built once: a large app has thousands of fields and mappers.
    /// Field → the functions (indices) that read it.
    let readersByField: [FieldKey: [Int]]
    /// Field → the `Model.property` targets some function writes its value to.
    let targetsByField: [FieldKey: Set<String>]
    /// Declaration → the functions (indices) with a parameter of its type.
    let mappersByDeclaration: [String: [Int]]

    /// What one function reads, writes and forwards, resolved through the contract.
    struct Resolved: Sendable {
        var roots: [String: String] = [:]
        var reads = Set<FieldKey>()
        var writes: [String: Set<FieldKey>] = [:]
        var forwards: [(callee: String, declaration: String)] = []
    }

    static func resolve(_ function: ScannedFunction, _ auditor: inout DataFlowAuditor) -> Resolved {
        var resolved = Resolved()
        for p in function.parameters {
            if let name = SwiftTypeShape(p.type).elementName, let decl = auditor.contractForSwift[name] ?? auditor.contractForSwift[lastComponent(name)],
               auditor.declarations[decl]?.kind == .object {
                resolved.roots[p.name] = decl
            }
        }
        let roots = resolved.roots
        func resolve(_ read: ValueRead) -> [FieldKey] {
            guard let root = roots[read.parameter] else { return [] }
            return auditor.walk(read.path, from: root).keys
        }
        for read in function.reads { resolved.reads.formUnion(resolve(read)) }
        for write in function.writes {
            guard let type = write.targetType else { continue }
            for source in write.sources { resolved.writes["\(type).\(write.property)", default: []].formUnion(resolve(source).suffix(1)) }
        }
        for forward in function.forwards {
            guard let root = roots[forward.parameter] else { continue }
            let (walked, end) = auditor.walk(forward.path, from: root)
            resolved.reads.formUnion(walked)
            if case .declaration(let decl)? = forward.path.isEmpty ? .declaration(root) : end { resolved.forwards.append((forward.callee, decl)) }
        }
        return resolved
    }

    init(auditor: DataFlowAuditor) {
        let functions = auditor.functions
        self.functions = functions
        // Functions resolve independently: a large app's are split over the cores, each
        // worker with its own copy of the auditor's lookup caches; results keep their order.
        let workers = functions.count < 400 ? 1 : min(ProcessInfo.processInfo.activeProcessorCount, 8)
        let chunk = (functions.count + workers - 1) / max(workers, 1)
        let slots = ResultSlots<[Resolved]>(count: workers)
        DispatchQueue.concurrentPerform(iterations: workers) { w in
            var copy = auditor
            slots.set(w, functions[min(functions.count, w * chunk)..<min(functions.count, (w + 1) * chunk)].map { Self.resolve($0, &copy) })
        }
        let resolved = slots.values.flatMap { $0 }
        let roots = resolved.map(\.roots)
        let direct = resolved.map(\.reads)
        let writes = resolved.map(\.writes)
        let forwardTargets = resolved.map(\.forwards)
        // Forwarding edges: a call by name to a function (or an initializer of the type
        // named) that takes the forwarded declaration. The caller is credited with what the
        // callee reads of that declaration only, so a recursive model (each entity mapping
        // its parent) does not make every mapper read every type.
        var byCallee: [String: [Int]] = [:]
        for (j, g) in functions.enumerated() {
            byCallee[g.name, default: []].append(j)
            if g.name == "init", let type = g.enclosingType { byCallee[lastComponent(type), default: []].append(j) }
        }
        var edges: [[(callee: Int, declaration: String)]] = Array(repeating: [], count: functions.count)
        for (i, targets) in forwardTargets.enumerated() {
            for (callee, decl) in targets {
                for j in byCallee[callee] ?? [] where j != i && roots[j].values.contains(decl) { edges[i].append((j, decl)) }
            }
        }
        var total = direct
        var changed = true
        var rounds = 0
        while changed && rounds <= functions.count {
            changed = false
            rounds += 1
            for i in functions.indices {
                for (j, decl) in edges[i] {
                    let credited = total[j].filter { $0.owner == decl || $0.owner.hasPrefix(decl + ".") }
                    if !credited.isSubset(of: total[i]) {
                        total[i].formUnion(credited)
                        changed = true
                    }
                }
            }
        }
        self.roots = roots
        self.reads = total
        var readersByField: [FieldKey: [Int]] = [:]
        var targetsByField: [FieldKey: Set<String>] = [:]
        var mappersByDeclaration: [String: [Int]] = [:]
        for i in functions.indices {
            for key in total[i] { readersByField[key, default: []].append(i) }
            for (target, sources) in writes[i] {
                for key in sources { targetsByField[key, default: []].insert(target) }
            }
            for decl in Set(roots[i].values) { mappersByDeclaration[decl, default: []].append(i) }
        }
        self.readersByField = readersByField
        self.targetsByField = targetsByField
        self.mappersByDeclaration = mappersByDeclaration
    }

    /// Functions with a parameter of the declaration's type (or an array or optional of it),
    /// in file and line order.
    func mappers(taking declaration: String) -> [ScannedFunction] {
        (mappersByDeclaration[declaration] ?? []).map { functions[$0] }
    }

    /// The display names of the functions that read a field.
    func readers(of key: FieldKey) -> [String] {
        var names: [String] = []
        for i in readersByField[key] ?? [] where !names.contains(functions[i].displayName) {
            names.append(functions[i].displayName)
        }
        return names
    }

    /// The model property some mapper writes a field's value into, if exactly one.
    func modelProperty(for key: FieldKey, model: String) -> String? {
        let found = (targetsByField[key] ?? []).filter { $0.hasPrefix(model + ".") }
        return found.count == 1 ? String(found.first!.dropFirst(model.count + 1)) : nil
    }

    /// A merge (update) mapper rather than a create mapper: named like one, or it takes
    /// the model (or is the model's own method) and returns nothing.
    func isMerge(_ function: ScannedFunction, model: String?) -> Bool {
        let lower = function.name.lowercased()
        if ["merge", "update", "apply", "refresh", "sync", "fill", "patch"].contains(where: { lower.contains($0) }) { return true }
        guard let model else { return false }
        let returnsModel = function.returnType.flatMap { SwiftTypeShape($0).elementName }.map(lastComponent) == model
        if returnsModel || (function.name == "init" && function.enclosingType.map(lastComponent) == model) { return false }
        let returnsNothing = function.returnType == nil || function.returnType == "Void" || function.returnType == "()"
        let takesModel = function.parameters.contains { SwiftTypeShape($0.type).simpleName == model }
        return returnsNothing && (takesModel || function.enclosingType.map(lastComponent) == model)
    }
}
