/// The JSON coding strategies of one of the app's decoders: the decoder for a type (see
/// `AppDecoders`), or the app-wide default, from config or from what the scanned code sets
/// where that is one value. verify declares one decoder for each in its program.
public struct CodingStrategies: Sendable, Equatable {
    public typealias DateStrategy = DateCodingStrategy
    public typealias KeyStrategy = KeyCodingStrategy

    public var dateDecoding: DateStrategy = .deferredToDate
    public var keyDecoding: KeyStrategy = .useDefaultKeys
    /// Where each came from: "contractkit.json", "Sources/API/Client.swift:12", or "default".
    public var sources: [String] = []
    /// Settings of the app's decoder verify cannot reproduce: `dateDecodingStrategy .custom`.
    public var unreproduced: [String] = []

    public init() {}

    /// The config's strategies where it sets them, else the scanned code's.
    public static func resolve(_ config: VerifyConfig, files: [ScannedFile]) -> (CodingStrategies, notes: [String]) {
        var (strategies, notes) = fromScannedCode(files)
        if let date = config.dateDecodingStrategy {
            strategies.dateDecoding = date
            strategies.sources.removeAll { $0.hasPrefix("dateDecodingStrategy") }
            strategies.sources.append("dateDecodingStrategy .\(date.rawValue) from contractkit.json")
            notes.removeAll { $0.contains("dateDecodingStrategy") }
        }
        if let key = config.keyDecodingStrategy {
            strategies.keyDecoding = key
            strategies.sources.removeAll { $0.hasPrefix("keyDecodingStrategy") }
            strategies.sources.append("keyDecodingStrategy .\(key.rawValue) from contractkit.json")
            notes.removeAll { $0.contains("keyDecodingStrategy") }
        }
        return (strategies, notes)
    }

    /// The strategies the scanned code sets, where that is unambiguous: one value for a
    /// setting across all files. `.custom` and `.formatted` cannot be reproduced; they
    /// leave the default and say so.
    public static func fromScannedCode(_ files: [ScannedFile]) -> (CodingStrategies, notes: [String]) {
        var strategies = CodingStrategies()
        var notes: [String] = []
        var dateValues: [String: String] = [:], keyValues: [String: String] = [:]
        for file in files {
            for setting in file.decoderSettings {
                let at = "\(file.path):\(setting.line)"
                if setting.name == "dateDecodingStrategy" { dateValues[setting.value] = dateValues[setting.value] ?? at }
                if setting.name == "keyDecodingStrategy" { keyValues[setting.value] = keyValues[setting.value] ?? at }
            }
        }
        if dateValues.count == 1, let (value, at) = dateValues.first {
            if let date = DateStrategy(rawValue: value) {
                strategies.dateDecoding = date
                strategies.sources.append("dateDecodingStrategy .\(value) from \(at)")
            } else {
                notes.append("the app's dateDecodingStrategy .\(value) (\(at)) cannot be reproduced; set verify.dateDecodingStrategy in contractkit.json")
            }
        } else if dateValues.count > 1 {
            notes.append("the app sets several dateDecodingStrategy values (\(dateValues.keys.sorted().map { "." + $0 }.joined(separator: ", "))); set verify.dateDecodingStrategy in contractkit.json")
        }
        if keyValues.count == 1, let (value, at) = keyValues.first, let key = KeyStrategy(rawValue: value) {
            strategies.keyDecoding = key
            strategies.sources.append("keyDecodingStrategy .\(value) from \(at)")
        } else if keyValues.count > 1 {
            notes.append("the app sets several keyDecodingStrategy values; set verify.keyDecodingStrategy in contractkit.json")
        }
        return (strategies, notes)
    }
}
