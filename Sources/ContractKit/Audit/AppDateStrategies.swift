/// Date strategies an app names through a static member it adds itself:
/// ```swift
/// extension JSONDecoder.DateDecodingStrategy {
///     static let isoWithMilliseconds = custom { decoder in … }
/// }
/// decoder.dateDecodingStrategy = .isoWithMilliseconds
/// ```
/// The member stands for the strategy it is built from (`custom` here), which is what the
/// audit judges a `Date` property by.
enum AppDateStrategies {
    /// The strategies set in the scanned code, each app-declared member replaced by the
    /// standard strategy its initial value names (`custom`, `formatted`, `iso8601`…).
    static func resolved(_ files: [ScannedFile]) -> Set<String> {
        let settings = files.flatMap(\.decoderSettings).filter { $0.name == "dateDecodingStrategy" }
        let set = settings.map(\.value)
        guard !set.isEmpty else { return [] }
        // A `.custom` closure that decodes a number reads numeric timestamps too.
        let numeric: Set<String> = settings.contains { $0.closureReadsNumber == true } ? [customReadingNumbers] : []
        var members: [String: String] = [:]
        for file in files {
            for t in file.types where t.kind == .extension && lastComponent(t.name) == "DateDecodingStrategy" {
                for p in t.properties where p.static {
                    if let base = p.defaultValue.flatMap(standardStrategy) { members[p.name] = base }
                }
            }
        }
        return Set(set.map { members[$0] ?? $0 }).union(numeric)
    }

    /// Stands in the strategies for a `.custom` closure that decodes a number.
    static let customReadingNumbers = "custom (reads numbers)"

    /// `custom` of `custom { … }`, `.custom({ … })`, `JSONDecoder.DateDecodingStrategy.formatted(f)`, `.iso8601`.
    static func standardStrategy(_ text: String) -> String? {
        let head = text.prefix { $0 != "{" && $0 != "(" && !$0.isWhitespace }
        guard let name = head.split(separator: ".").last.map(String.init), !name.isEmpty else { return nil }
        let known: Set<String> = ["custom", "formatted", "iso8601", "secondsSince1970", "millisecondsSince1970", "deferredToDate"]
        return known.contains(name) ? name : nil
    }
}
