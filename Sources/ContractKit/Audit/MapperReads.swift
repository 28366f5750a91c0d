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
    /// Per function: model property → the fields whose values it writes there.
    let writes: [[String: Set<FieldKey>]]

    init(auditor: DataFlowAuditor) {
        var auditor = auditor
        functions = auditor.functions
        var roots: [[String: String]] = []
        var direct: [Set<FieldKey>] = []
        var writes: [[String: Set<FieldKey>]] = []
        var forwardTargets: [[(callee: String, declaration: String)]] = []
        for function in functions {
            var parameterRoots: [String: String] = [:]
            for p in function.parameters {
                if let name = SwiftTypeShape(p.type).elementName, let decl = auditor.contractForSwift[name] ?? auditor.contractForSwift[lastComponent(name)],
                   auditor.declarations[decl]?.kind == .object {
                    parameterRoots[p.name] = decl
                }
            }
            var keys = Set<FieldKey>()
            func resolve(_ read: ValueRead) -> [FieldKey] {
                guard let root = parameterRoots[read.parameter] else { return [] }
                return auditor.walk(read.path, from: root).keys
            }
            for read in function.reads { keys.formUnion(resolve(read)) }
            var written: [String: Set<FieldKey>] = [:]
            for write in function.writes {
                guard let type = write.targetType else { continue }
                for source in write.sources { written["\(type).\(write.property)", default: []].formUnion(resolve(source).suffix(1)) }
            }
            var targets: [(String, String)] = []
            for forward in function.forwards {
                guard let root = parameterRoots[forward.parameter] else { continue }
                let (walked, end) = auditor.walk(forward.path, from: root)
                keys.formUnion(walked)
                if case .declaration(let decl)? = forward.path.isEmpty ? .declaration(root) : end { targets.append((forward.callee, decl)) }
            }
            roots.append(parameterRoots)
            direct.append(keys)
            writes.append(written)
            forwardTargets.append(targets)
        }
        // Forwarding edges: a call by name to a function (or an initializer of the type
        // named) that takes the forwarded declaration.
        var edges: [[Int]] = Array(repeating: [], count: functions.count)
        for (i, targets) in forwardTargets.enumerated() {
            for (callee, decl) in targets {
                for (j, g) in functions.enumerated() where j != i && (g.name == callee || (g.name == "init" && g.enclosingType.map(lastComponent) == callee))
                    && roots[j].values.contains(decl) {
                    edges[i].append(j)
                }
            }
        }
        var total = direct
        var changed = true
        var rounds = 0
        while changed && rounds <= functions.count {
            changed = false
            rounds += 1
            for i in functions.indices {
                for j in edges[i] where !total[j].isSubset(of: total[i]) {
                    total[i].formUnion(total[j])
                    changed = true
                }
            }
        }
        self.roots = roots
        self.reads = total
        self.writes = writes
    }

    /// Functions with a parameter of the declaration's type (or an array or optional of it),
    /// in file and line order.
    func mappers(taking declaration: String) -> [ScannedFunction] {
        functions.indices.filter { roots[$0].values.contains(declaration) }.map { functions[$0] }
    }

    /// The display names of the functions that read a field.
    func readers(of key: FieldKey) -> [String] {
        var names: [String] = []
        for i in functions.indices where reads[i].contains(key) && !names.contains(functions[i].displayName) {
            names.append(functions[i].displayName)
        }
        return names
    }

    /// The model property some mapper writes a field's value into, if exactly one.
    func modelProperty(for key: FieldKey, model: String) -> String? {
        var found = Set<String>()
        for written in writes {
            for (target, sources) in written where sources.contains(key) && target.hasPrefix(model + ".") {
                found.insert(String(target.dropFirst(model.count + 1)))
            }
        }
        return found.count == 1 ? found.first : nil
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
