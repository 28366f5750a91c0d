/// Schema factories around a zod schema: the AI SDK writes its provider schemas as
/// `lazySchema(() => zodSchema(z.object({ … })))` (built on first use, wrapped for its own
/// validator type) and names their types `InferSchema<typeof s>`. The factory returns the schema
/// it is given, so the call is read as that schema: a call of a known factory whose first argument
/// is a zod schema or a function returning one; any further argument (options) is skipped. A call
/// of any other function stays an unsupported schema, with the warning that names it.
extension TSParser {
    /// Factories known to hand back the schema they wrap.
    static let zodSchemaFactories: Set<String> = ["lazySchema", "zodSchema", "lazyValidator"]

    /// Whether the tokens from `start` are a factory call around a zod schema: `f(z.…`,
    /// `f(() => z.…`, `f(() => g(z.…` (nested factories).
    func isZodFactoryCall(at start: Int) -> Bool {
        var i = start
        for _ in 0..<4 {
            guard i + 1 < tokens.count, tokens[i].kind == .identifier, tokens[i + 1].isPunct("("), Self.zodSchemaFactories.contains(tokens[i].text) else { return false }
            i += 2
            if i + 2 < tokens.count, tokens[i].isPunct("("), tokens[i + 1].isPunct(")"), tokens[i + 2].isPunct("=>") { i += 3 }
            guard i + 1 < tokens.count, tokens[i].kind == .identifier else { return false }
            if zodNames.contains(tokens[i].text), tokens[i + 1].isPunct(".") { return true }
        }
        return false
    }

    /// `f(schema, …)` or `f(() => schema, …)` at the `(` after the factory's name: the schema.
    mutating func zodFactoryCall() throws -> ZodSchema {
        try expect("(")
        let inner: ZodSchema
        if current.isPunct("("), peek().isPunct(")"), peek(2).isPunct("=>") {
            inner = try parseZodArrowBody()
        } else {
            inner = try parseZodExpression()
        }
        // Options after the schema (`zodSchema(s, { useReferences: true })`) change no shape.
        if consume(",") { skipBalancedCallRest() } else { try expect(")") }
        return inner
    }
}
