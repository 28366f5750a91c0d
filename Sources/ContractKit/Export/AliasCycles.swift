/// The aliases that refer to themselves through other aliases only (`type Ping = Pong;
/// type Pong = Ping | null`).
///
/// Written as they stand, their schemas would be `$ref`s (inside `oneOf`s) that lead back to
/// themselves without a property or an item in between: a schema JSON Schema leaves
/// undefined ("infinite recursive nesting"), and one that swift-openapi-generator 1.13
/// recurses into until its stack overflows. The TypeScript reader and `generate` treat such
/// an alias as any JSON value, so the export says the same. A loop through a property, an
/// array's items or a map's values (`type Tree = { children: Tree[] }`) is fine and not here.
struct AliasCycles {
    private(set) var names: Set<String> = []

    init(_ declarations: [String: Declaration]) {
        // Edges: alias -> the non-generic aliases its target names bare (through `| null`
        // and unions, not through objects, arrays, maps or generic arguments).
        let aliases = declarations.values.filter { $0.kind == .alias && $0.genericParameters.isEmpty }.map(\.name).sorted()
        let index = Dictionary(uniqueKeysWithValues: aliases.enumerated().map { ($1, $0) })
        let edges: [[Int]] = aliases.map { name in
            var out: [Int] = []
            func walk(_ type: TypeRef) {
                switch type {
                case .reference(let target, _): if let i = index[target] { out.append(i) }
                case .nullable(let inner): walk(inner)
                case .union(let members): members.forEach(walk)
                default: break
                }
            }
            declarations[name]?.target.map(walk)
            return out
        }
        for component in Self.stronglyConnectedComponents(edges) {
            if component.count > 1 || edges[component[0]].contains(component[0]) {
                names.formUnion(component.map { aliases[$0] })
            }
        }
    }

    /// Tarjan's algorithm without recursion, so a long chain of aliases cannot exhaust the stack.
    static func stronglyConnectedComponents(_ edges: [[Int]]) -> [[Int]] {
        var order = [Int](repeating: -1, count: edges.count), low = order
        var onStack = [Bool](repeating: false, count: edges.count)
        var stack: [Int] = [], components: [[Int]] = [], counter = 0
        for root in edges.indices where order[root] < 0 {
            var work: [(node: Int, next: Int)] = [(root, 0)]
            order[root] = counter; low[root] = counter; counter += 1
            stack.append(root); onStack[root] = true
            while let (node, next) = work.last {
                if next < edges[node].count {
                    work[work.count - 1].next += 1
                    let target = edges[node][next]
                    if order[target] < 0 {
                        order[target] = counter; low[target] = counter; counter += 1
                        stack.append(target); onStack[target] = true
                        work.append((target, 0))
                    } else if onStack[target] {
                        low[node] = min(low[node], order[target])
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last?.node { low[parent] = min(low[parent], low[node]) }
                guard low[node] == order[node] else { continue }
                var component: [Int] = []
                while let top = stack.popLast() {
                    onStack[top] = false
                    component.append(top)
                    if top == node { break }
                }
                components.append(component)
            }
        }
        return components
    }
}
