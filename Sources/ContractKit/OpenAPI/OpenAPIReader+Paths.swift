// OpenAPI: the operations under `paths`: inline body schemas become named declarations, and
// every body's type gets a direction (a request body is sent, a response is received).

extension OpenAPIReader {
    static let methods = ["get", "put", "post", "delete", "options", "head", "patch", "trace"]

    /// Reads each operation's request body and responses.
    mutating func readPaths(of file: String) {
        for path in trees[file]?.get("paths")?.entries ?? [] {
            var item = path.value
            if item.get("$ref") != nil, let (resolved, _, _) = dereference(item, in: file) { item = resolved }
            for operation in item.entries where Self.methods.contains(operation.key) {
                let base = operation.value.get("operationId")?.text.map(Self.typeName)
                    ?? Self.typeName(operation.key + " " + path.key)
                if let body = operation.value.get("requestBody"), let schema = bodySchema(body, in: file) {
                    use(schema, named: base + "Request", direction: "request", in: file)
                }
                for response in operation.value.get("responses")?.entries ?? [] {
                    guard let schema = bodySchema(response.value, in: file) else { continue }
                    use(schema, named: base + Self.typeName(response.key) + "Response", direction: "response", in: file)
                }
            }
        }
    }

    /// The JSON schema of a request body or response (after `$ref`s): its JSON media type's,
    /// else its first media type's.
    mutating func bodySchema(_ node: LocatedJSON, in file: String) -> LocatedJSON? {
        guard let (body, _, _) = dereference(node, in: file), let content = body.get("content")?.entries, !content.isEmpty else { return nil }
        return (content.first { $0.key.contains("json") } ?? content[0]).value.get("schema")
    }

    /// A body's schema: a reference gets the direction; an inline object schema becomes a
    /// declaration named by its `title` or by `named`; an array's element likewise.
    mutating func use(_ schema: LocatedJSON, named proposed: String, direction: String, in file: String) {
        if let ref = schema.get("$ref")?.text {
            guard let (target, pointer) = Self.split(ref, from: file), Self.isDefinitionPointer(pointer), trees[target] != nil,
                  let name = name(forPointer: pointer, in: target) else { return }
            record(name, direction)
            return
        }
        if schema.get("type")?.text == "array", let items = schema.get("items") {
            use(items, named: proposed + "Item", direction: direction, in: file)
            return
        }
        let isUnionOfObjects = (schema.get("oneOf") ?? schema.get("anyOf"))?.items?.contains { $0.get("$ref") != nil || $0.get("properties") != nil } == true
        guard Self.isObjectLike(schema) || isUnionOfObjects else { return }
        let name = uniqueName(schema.get("title")?.text.map(Self.typeName) ?? proposed, qualifier: nil)
        pending.append(Definition(file: file, node: schema, name: name, location: schema.location))
        record(name, direction)
    }

    /// A type sent and received both is left without a direction, as the TypeScript reader does.
    mutating func record(_ name: String, _ direction: String) {
        if let known = directions[name], known != direction { bothWays.insert(name) }
        directions[name] = direction
    }
}
