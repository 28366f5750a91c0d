/// A search of a short list for one item after another, where the items asked for tend to
/// come in list order: each search starts just past the last one found, and wraps around.
/// A coder that reads its keys in declaration order, as nearly all do, costs one comparison
/// a key, where hashing every name into a table first costs more than the whole search.
struct ShortListSearch {
    private var next = 0

    /// The index of the first item, from the cursor on, that `matches`; nil when none does.
    mutating func firstIndex<T>(in items: [T], where matches: (T) -> Bool) -> Int? {
        let count = items.count
        guard count > 0 else { return nil }
        let start = next < count ? next : 0
        var i = start
        repeat {
            if matches(items[i]) {
                next = i + 1
                return i
            }
            i = i + 1 == count ? 0 : i + 1
        } while i != start
        return nil
    }
}
