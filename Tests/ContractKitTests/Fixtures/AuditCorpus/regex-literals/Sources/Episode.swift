import Foundation

/// An episode as the app decodes it; its helpers pick details out of the text with regex literals.
struct Episode: Codable {
    let id: String
    let title: String
    let durationSeconds: Int
    let transcriptURL: String // expect: optionality-mismatch

    enum CodingKeys: String, CodingKey {
        case id, title
        case durationSeconds = "duration_seconds"
        case transcriptURL = "transcript_url"
    }

    /// "S2E14 (live) }" gives (2, 14): the literal's `)` and `}` are pattern, not Swift.
    var seasonAndNumber: (Int, Int)? {
        guard let match = title.firstMatch(of: /S(\d+)E(\d+) \(live\) }/) else { return nil }
        return (Int(match.1) ?? 0, Int(match.2) ?? 0)
    }

    /// Minutes, rounded down: division, not a literal.
    var minutes: Int { durationSeconds / 60 }

    /// The host of the transcript's address, by an extended literal that holds `//` and `"`.
    var transcriptHost: String? {
        transcriptURL.firstMatch(of: #/https?://(?<host>[^/"]+)/#).map { String($0.host) }
    }

    /// Lines such as `speaker = "Ada"`, by a multi-line literal with a comment in it.
    static var speakerLine: some RegexComponent {
        #/
          (?<name> \w+ ) \s* = \s* "(?<value> [^"]* )"   # a ) and a } here are pattern too
        /#
    }
}
