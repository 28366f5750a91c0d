/// Declarations that contain themselves by value, which a Swift struct cannot: a
/// `parent?: TreeNode` in `TreeNode`, or `z.lazy(() => commentSchema.optional())`.
/// Arrays and dictionaries store their elements out of line, so `children: TreeNode[]`
/// is no cycle. An object in a cycle is generated as a `final class`, a union in one as
/// an `indirect enum`; a cycle of aliases alone (`type A = B; type B = A`) is an error in
/// TypeScript too, and is generated as JSONValue with a warning.
struct ValueCycles {
    var classes: Set<String> = []
    var indirectEnums: Set<String> = []
    var circularAliases: Set<String> = []

    init(_ schema: Schema) {
        var index: [String: Int] = [:]
        for (i, decl) in schema.declarations.enumerated() { index[decl.name] = i }
        let edges = schema.declarations.map { decl in Self.valueReferences(decl).compactMap { index[$0] } }
        for component in Self.stronglyConnectedComponents(edges) {
            let isCycle = component.count > 1 || edges[component[0]].contains(component[0])
            guard isCycle else { continue }
            let decls = component.map { schema.declarations[$0] }
            if decls.allSatisfy({ $0.kind == .alias }) {
                circularAliases.formUnion(decls.map(\.name))
                continue
            }
            for decl in decls {
                switch decl.kind {
                case .object: classes.insert(decl.name)
                case .union: indirectEnums.insert(decl.name)
                case .alias, .enumeration: break
                }
            }
        }
    }

    /// The declarations `decl` holds inline: through optionals, nulls, inline objects,
    /// unions and generic arguments, but not through arrays or maps.
    static func valueReferences(_ decl: Declaration) -> [String] {
        var names: [String] = []
        func walk(_ type: TypeRef) {
            switch type {
            case .reference(let name, let arguments):
                names.append(name)
                arguments.forEach(walk)
            case .nullable(let inner): walk(inner)
            case .union(let members): members.forEach(walk)
            case .object(let fields): fields.forEach { walk($0.type) }
            case .array, .map, .primitive, .formattedString, .literal, .any, .unknown, .typeParameter, .literalUnion, .external, .unsupported:
                break
            }
        }
        // By index: iterating the fields would copy each one, a retain per member.
        if let fields = decl.fields { for i in fields.indices { walk(fields[i].type) } }
        if let variants = decl.variants { for i in variants.indices { walk(variants[i].type) } }
        if let target = decl.target { walk(target) }
        return names
    }

    /// Tarjan's algorithm, iterative so a 10,000-long chain of references cannot overflow
    /// a worker thread's stack.
    static func stronglyConnectedComponents(_ edges: [[Int]]) -> [[Int]] {
        let count = edges.count
        var order = [Int](repeating: -1, count: count)
        var lowLink = [Int](repeating: 0, count: count)
        var onStack = [Bool](repeating: false, count: count)
        var stack: [Int] = []
        var components: [[Int]] = []
        var next = 0
        for root in 0..<count where order[root] < 0 {
            var work: [(node: Int, edge: Int)] = [(root, 0)]
            order[root] = next; lowLink[root] = next; next += 1
            stack.append(root); onStack[root] = true
            while let (node, edge) = work.last {
                if edge < edges[node].count {
                    work[work.count - 1].edge += 1
                    let target = edges[node][edge]
                    if order[target] < 0 {
                        order[target] = next; lowLink[target] = next; next += 1
                        stack.append(target); onStack[target] = true
                        work.append((target, 0))
                    } else if onStack[target] {
                        lowLink[node] = min(lowLink[node], order[target])
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last?.node { lowLink[parent] = min(lowLink[parent], lowLink[node]) }
                guard lowLink[node] == order[node] else { continue }
                var component: [Int] = []
                while let member = stack.popLast() {
                    onStack[member] = false
                    component.append(member)
                    if member == node { break }
                }
                components.append(component.sorted())
            }
        }
        return components
    }
}
