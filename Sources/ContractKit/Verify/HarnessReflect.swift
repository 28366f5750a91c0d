extension HarnessSource {
    /// What a value the verify program decoded holds, as JSON, read with `Mirror`: for a type
    /// that is only `Decodable`, which has no encoder to re-encode with. A struct or class is
    /// an object of its stored properties by name (a property wrapper's `_name` by its
    /// wrapped value), an optional is its value or `null`, an enum with a raw value is the raw
    /// value, an enum case with a payload is the payload. What cannot be compared with JSON
    /// (a `Date`, a `URL`, a dictionary) is the string in `opaque`.
    static let opaque = "__contractKitOpaque"

    static let reflect = SwiftDecl.function(SwiftFunction(
        header: SwiftDeclHeader(), signature: "func \(prefix)Reflect(_ value: Any, _ depth: Int) -> Any",
        body: [
            .line("let mirror = Mirror(reflecting: value)"),
            .block("if mirror.displayStyle == .optional", [
                .block("guard let some = mirror.children.first else", [.line("return NSNull()")]),
                .line("return \(prefix)Reflect(some.value, depth)"),
            ]),
            .block("if depth > 24", [.line("return \"\(opaque)\"")]),
            .block("switch value", [
                .switchCase("case let v as Bool", [.line("return v")]),
                .switchCase("case let v as String", [.line("return v")]),
                .switchCase("case let v as Double", [.line("return v")]),
                .switchCase("case let v as Float", [.line("return Double(v)")]),
                .switchCase("case let v as any BinaryInteger", [.line("return Int64(truncatingIfNeeded: v)")]),
                .switchCase("case is Date, is URL, is UUID, is Decimal, is Data", [.line("return \"\(opaque)\"")]),
                .switchCase("case let v as any RawRepresentable", [.line("return \(prefix)Reflect(v.rawValue, depth + 1)")]),
                .switchCase("default", [.line("break")]),
            ]),
            .block("switch mirror.displayStyle", [
                .switchCase("case .collection?, .set?", [.line("return mirror.children.map { \(prefix)Reflect($0.value, depth + 1) }")]),
                .switchCase("case .enum?", [
                    .block("guard mirror.children.count == 1, let payload = mirror.children.first else", [.line("return \"\(opaque)\"")]),
                    .line("return \(prefix)Reflect(payload.value, depth + 1)"),
                ]),
                .switchCase("case .struct?, .class?, .tuple?", [
                    .line("var object: [String: Any] = [:]"),
                    .block("for child in mirror.children", [
                        .block("guard var label = child.label, !label.contains(\"$\") else", [.line("continue")]),
                        .line("var held = child.value"),
                        .block("if label.hasPrefix(\"_\")", [
                            .line("label.removeFirst()"),
                            .line("let wrapper = Mirror(reflecting: held)"),
                            .line("held = wrapper.children.first { $0.label == \"wrappedValue\" }?.value ?? (wrapper.children.count == 1 ? wrapper.children.first!.value : \"\(opaque)\")"),
                        ]),
                        .line("object[label] = \(prefix)Reflect(held, depth + 1)"),
                    ]),
                    .line("return object.isEmpty ? \"\(opaque)\" : object"),
                ]),
                .switchCase("default", [.line("return \"\(opaque)\"")]),
            ]),
        ]))
}
