/// A coder that reads or writes its whole object under one wrapper key:
///
///     let outer = try decoder.container(keyedBy: OuterKeys.self)
///     let c = try outer.nestedContainer(keyedBy: CodingKeys.self, forKey: .track)
///     name = try c.decode(String.self, forKey: .name)
///
/// Foundation hands `c` the object under `track`, so the type's fields are `c`'s keys: the
/// type holds the object found under the wrapper key, and the key itself is only an envelope.
/// The same for a type that decodes itself from an array, one keyed container per element
/// (`while !list.isAtEnd { let item = try list.nestedContainer(keyedBy: Keys.self) … }`):
/// its keys are the keys of each element.
extension WireModelBuilder {
    /// The containers with the wrapped object's container made the top level, and the outer
    /// one dropped; nil when the outer container reads or writes anything but that one
    /// object, or when the coder hands the decoder to another type.
    /// `used`: the containers the reads or writes are made on (nil: on the top level);
    /// `held`: some property of the app holds the type.
    static func unwrappingWrapperKey(_ containers: [ScannedContainer], used: [String?], delegates: [String], held: @autoclosure () -> Bool) -> [ScannedContainer]? {
        guard delegates.isEmpty, containers.count >= 2 else { return nil }
        let roots = containers.filter { $0.parent == nil && $0.parentKey == nil }
        guard roots.count == 1, let outer = roots.first, let outerName = outer.name else { return nil }
        let inner = containers.filter { $0.parent == outerName }
        // `try?` on the inner container: an absent wrapper key decodes, so it is not the whole object.
        guard inner.count == 1, let wrapped = inner.first, wrapped.kind == .keyed, !wrapped.optionalTry, let wrappedName = wrapped.name else { return nil }
        switch outer.kind {
        // The object under one key, for a whole body: a type another type holds is held under
        // a key of its holder, whose contract object names the wrapper key itself.
        case .keyed: guard wrapped.parentKey != nil, !held() else { return nil }
        case .unkeyed: guard wrapped.parentKey == nil else { return nil }  // each element of the array
        case .singleValue, .superCoder: return nil
        }
        // Every read names a container other than the outer one (an unnamed or unknown one means the top level).
        let known = Set(containers.compactMap(\.name))
        guard used.allSatisfy({ name in name.map { $0 != outerName && known.contains($0) } ?? false }) else { return nil }
        return containers.compactMap { c in
            if c.name == outerName { return nil }
            guard c.name == wrappedName else { return c }
            var top = c
            top.parent = nil
            top.parentKey = nil
            return top
        }
    }
}
