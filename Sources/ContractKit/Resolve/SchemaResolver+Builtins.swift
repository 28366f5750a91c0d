/// TypeScript's own library: the types every contract may name without declaring them.
///
/// Each has one meaning in the IR, listed in the catalog's `TheTypeScriptContractKitReads` article ("Real contract folders"): a JSON
/// shape where JSON carries the value (`Date` is a `date-time` string, `Map<string, T>` a
/// map), or `unsupported` with a warning that names the field where it has none (`Promise`,
/// `RegExp`). Binary data and `bigint` follow the `contract` section of the config.
extension SchemaResolver {
    /// Binary types: JSON has no bytes, so an API sends them encoded, if at all.
    static let binaryTypes: Set<String> = [
        "ArrayBuffer", "SharedArrayBuffer", "ArrayBufferLike", "ArrayBufferView", "DataView", "Blob", "File", "Buffer",
        "Uint8Array", "Uint8ClampedArray", "Int8Array", "Uint16Array", "Int16Array", "Uint32Array", "Int32Array",
        "Float32Array", "Float64Array", "BigInt64Array", "BigUint64Array",
    ]

    /// Library types with no JSON form: `JSON.stringify` writes `{}` for them, or drops them.
    static let nonJSONTypes: Set<String> = [
        "Promise", "PromiseLike", "RegExp", "Error", "WeakMap", "WeakSet", "WeakRef", "Function", "CallableFunction",
        "NewableFunction", "Symbol", "Iterable", "Iterator", "IterableIterator", "AsyncIterable", "AsyncIterator",
        "Generator", "AsyncGenerator", "ReadableStream", "WritableStream", "AbortSignal", "AbortController",
        // The browser's objects (lib.dom): a contract that names one is valid TypeScript, never a typo.
        "Window", "Document", "Element", "HTMLElement", "Node", "Event", "EventTarget", "Navigator", "Storage", "MessagePort", "Worker",
    ]

    /// Type-level helpers ContractKit does not evaluate.
    static let unsupportedUtilities: Set<String> = [
        "Uppercase", "Lowercase", "Capitalize", "Uncapitalize", "ReturnType", "Parameters", "InstanceType",
        "Awaited", "ThisType", "ConstructorParameters", "ThisParameterType", "OmitThisParameter",
    ]

    /// The IR meaning of a library type, or nil when `name` is not one.
    mutating func lowerBuiltin(_ name: String, _ arguments: [TypeSyntax], _ location: SourceLocation, _ scope: Scope) -> TypeRef? {
        func arg(_ i: Int, _ p: inout SchemaResolver) -> TypeRef {
            i < arguments.count ? p.lowerType(arguments[i], scope) : .unknown
        }
        switch name {
        case "Array", "ReadonlyArray":
            return .array(arg(0, &self))
        case "Set", "ReadonlySet":
            note("'\(name)' is read as an array, the form it takes in JSON", at: location)
            return .array(arg(0, &self))
        case "Record", "Map", "ReadonlyMap":
            if name != "Record" { note("'\(name)' is read as an object, the form it takes in JSON", at: location) }
            return keyedObject(name, key: arg(0, &self), value: arg(1, &self), location)
        case "Partial", "Required", "Readonly", "NonNullable", "Pick", "Omit":
            return utility(name, arg(0, &self), keys: { arg(1, &$0) }, location)
        case "Exclude", "Extract":
            return filteredLiterals(name, arg(0, &self), arg(1, &self), location)
        case "Date":
            note("'Date' is read as an ISO-8601 string, as JSON carries it", at: location)
            return .formattedString(.dateTime)
        case "URL":
            note("'URL' is read as a URL string, as JSON carries it", at: location)
            return .formattedString(.uri)
        case "String": return .primitive(.string)
        case "Number": return .primitive(.number)
        case "Boolean": return .primitive(.boolean)
        case "Object": return .map(.unknown)
        case "BigInt": return bigint(location)
        default:
            if Self.binaryTypes.contains(name) { return binary(name, location) }
            if Self.nonJSONTypes.contains(name) { return notJSON("'\(name)'", location) }
            if Self.unsupportedUtilities.contains(name) {
                warn("unsupported built-in type '\(name)'\(inField)", at: location)
                return .unsupported("built-in type '\(name)'")
            }
            return nil
        }
    }

    /// `Record<K, V>` and `Map<K, V>`: a map for string or number keys, an object for literal keys.
    mutating func keyedObject(_ name: String, key: TypeRef, value: TypeRef, _ location: SourceLocation) -> TypeRef {
        switch key {
        case .primitive(.string), .primitive(.number), .primitive(.integer), .formattedString:
            return .map(value)
        case .literalUnion(let keys):
            return .object(keys.map { Field(name: $0.stringValue, type: value, location: irLocation(location)) })
        case .literal(let k):
            return .object([Field(name: k.stringValue, type: value, location: irLocation(location))])
        case .reference:
            // `Record<TaskStatus, number>`: one field per value of a named literal union.
            guard let keys = keyLiterals(key) else { fallthrough }
            return .object(keys.map { Field(name: $0, type: value, location: irLocation(location)) })
        default:
            warn("unsupported '\(name)' key type '\(key.typeScriptText)'\(inField)", at: location)
            return .unsupported("\(name) key type")
        }
    }

    /// `Partial`, `Required`, `Readonly`, `NonNullable`, `Pick` and `Omit`.
    mutating func utility(_ name: String, _ target: TypeRef, keys: (inout SchemaResolver) -> TypeRef, _ location: SourceLocation) -> TypeRef {
        if name == "NonNullable" {
            if case .nullable(let inner) = target { return inner }
            return target
        }
        if case .map = target { return target }  // `Partial<Record<string, T>>`: the same open map
        guard let fields = fieldsOf(target) else {
            if case .unsupported = target { return target }
            if case .typeParameter = target, loweringGenericAlias {
                genericBodyUnreadable = true  // expanded where the alias is used
                return .unsupported("\(name) of a generic parameter")
            }
            warn("unsupported '\(name)' of non-object type '\(target.typeScriptText)'", at: location)
            return .unsupported("\(name) of a non-object type")
        }
        switch name {
        case "Partial":
            return .object(fields.map { var f = $0; f.optionality = Optionality(optional: true, nullable: f.optionality.isNullable); return f })
        case "Required":
            return .object(fields.map { var f = $0; f.optionality = Optionality(optional: false, nullable: f.optionality.isNullable); return f })
        case "Readonly":
            return .object(fields.map { var f = $0; f.isReadonly = true; return f })
        default:
            let keyType = keys(&self)
            if case .typeParameter = keyType, loweringGenericAlias {
                genericBodyUnreadable = true  // expanded where the alias is used
                return .unsupported("\(name) of generic keys")
            }
            guard let names = keyNames(keyType) else {
                warn("unsupported '\(name)' keys; expected string literals", at: location)
                return .unsupported("\(name) keys")
            }
            let keep = name == "Pick"
            return .object(fields.filter { names.contains($0.name) == keep })
        }
    }

    /// `Exclude<'a' | 'b' | 'c', 'a'>` and `Extract<…>` over literal unions (`keyof X` included):
    /// the literals kept. Over other types, unsupported with a warning; in a generic alias's
    /// body, read where the alias is used.
    mutating func filteredLiterals(_ name: String, _ source: TypeRef, _ filter: TypeRef, _ location: SourceLocation) -> TypeRef {
        if let values = literalValues(source), let named = literalValues(filter) {
            let kept = values.filter { named.contains($0) == (name == "Extract") }
            if kept.isEmpty { return .unsupported("never type") }
            return kept.count == 1 ? .literal(kept[0]) : .literalUnion(kept)
        }
        let open: (TypeRef) -> Bool = { if case .typeParameter = $0 { true } else if case .unsupported = $0 { true } else { false } }
        if loweringGenericAlias, open(source) || open(filter) {
            genericBodyUnreadable = true  // expanded where the alias is used
            return .unsupported("\(name) of a generic parameter")
        }
        warn("unsupported built-in type '\(name)'\(inField): only literal unions are filtered", at: location)
        return .unsupported("built-in type '\(name)'")
    }

    /// The literals of a literal type, a literal union or a named enum.
    mutating func literalValues(_ type: TypeRef) -> [LiteralValue]? {
        switch type {
        case .literal(let v): return [v]
        case .literalUnion(let vs): return vs
        case .reference(let name, _):
            guard let key = declKey(forReferenceName: name), let decl = lower(key) else { return nil }
            if decl.kind == .enumeration { return decl.cases?.map(\.value) }
            if decl.kind == .alias, let target = decl.target { return literalValues(target) }
            return nil
        default: return nil
        }
    }

    mutating func bigint(_ location: SourceLocation) -> TypeRef {
        switch options.bigint {
        case .string?: return .primitive(.string)
        case .number?: return .primitive(.integer)
        case nil:
            warn("unsupported 'bigint' type\(inField): JSON has no bigint; set \"contract\": {\"bigint\": \"string\"} or \"number\" in contractkit.json to say how the API sends it", at: location)
            return .unsupported("bigint type")
        }
    }

    mutating func binary(_ name: String, _ location: SourceLocation) -> TypeRef {
        if options.binary == .base64 {
            note("'\(name)' is read as a base64 string (contract.binary)", at: location)
            return .formattedString(.byte)
        }
        warn("unsupported binary type '\(name)'\(inField): JSON has no bytes; set \"contract\": {\"binary\": \"base64\"} in contractkit.json if the API sends it as base64", at: location)
        return .unsupported("binary type '\(name)'")
    }

    /// A library type or keyword that has no JSON form.
    mutating func notJSON(_ what: String, _ location: SourceLocation) -> TypeRef {
        warn("unsupported type \(what)\(inField): it has no JSON form", at: location)
        return .unsupported("\(what.replacingOccurrences(of: "'", with: "")) type")
    }

    /// ` in field 'name'` while a field's type is lowered, for warnings.
    var inField: String { fieldContext.map { " in field '\($0)'" } ?? "" }

    mutating func note(_ message: String, at location: SourceLocation) { diagnostics.emit(.note, message, at: location) }
}
