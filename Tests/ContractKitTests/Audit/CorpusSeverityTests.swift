import Foundation
import XCTest

/// Severities in the audit corpus (Fixtures/AuditCorpus), which its markers do not say: a
/// marker asks for a finding of a rule on a line, and an error and an info of that rule on
/// that line look the same to it.
final class CorpusSeverityTests: XCTestCase {
    static func findings(_ name: String) throws -> [[String: Any]] {
        try AuditCorpusTests.run(name).report["findings"] as? [[String: Any]] ?? []
    }

    static func errors(_ findings: [[String: Any]]) -> [String] {
        findings.filter { $0["severity"] as? String == "error" }.map { "\($0["type"] ?? "").\($0["field"] ?? "")" }.sorted()
    }

    /// wrapped-objects: an object read under a wrapper key is judged by the wrapped container's
    /// keys, and one read in place by a nested container by that container's reads; a band
    /// read into a local under `try?` fails nothing when it has no case.
    func testAWrappedObjectIsJudgedByItsInnerKeys() throws {
        let findings = try Self.findings("wrapped-objects")
        XCTAssertEqual(Self.errors(findings), ["Presenter.since", "Stamp.zone", "Station.genre", "Station.listeners", "Station.owner"])
        let band = findings.filter { $0["type"] as? String == "Frequency" && $0["field"] as? String == "band" }.compactMap { $0["severity"] as? String }
        XCTAssertEqual(band, ["warning"])
    }

    /// outside-types: types no scanned source declares, keys kept by a catch-all, an object held by a dictionary.
    func testOnlyTheDeclaredMismatchIsAnError() throws {
        let findings = try Self.findings("outside-types")
        // A field held by `Meters` or `SurfaceFlags` (declared elsewhere) is a warning at most.
        XCTAssertEqual(Self.errors(findings), ["Trail.rating"])
        // The keys the catch-all keeps are not dropped, and the object held by a dictionary needs no struct.
        let kept = findings.filter { ($0["message"] as? String)?.contains("keepUnknownKeys(…)") == true }.compactMap { $0["field"] as? String }
        XCTAssertEqual(Set(kept), ["remark", "elevationGain", "season"])
        XCTAssertFalse(findings.contains { $0["type"] as? String == "Checkpoints" && $0["severity"] as? String != "info" })
    }

    /// inherited-tags: a tag inherited loosely and narrowed by other types carries no data; other inherited fields do.
    func testAnInheritedTagIsNotDroppedData() throws {
        let findings = try Self.findings("inherited-tags")
        XCTAssertEqual(Self.errors(findings), ["Dispute.created", "Payout.amount"])
        let tags = findings.filter { $0["field"] as? String == "kind" }.compactMap { $0["severity"] as? String }
        XCTAssertEqual(tags, ["info", "info", "info", "info"])
    }

    /// untyped-fields: a contract field typed `any` names no type to contradict, so a Swift type
    /// that holds only some JSON values is a warning; `unknown` (any value may come) and a typed
    /// field stay errors.
    func testAnUntypedFieldIsAWarningAtMost() throws {
        let findings = try Self.findings("untyped-fields")
        XCTAssertEqual(Self.errors(findings), ["Listing.extra", "Listing.price"])
        let warned = findings.filter { $0["severity"] as? String == "warning" }.compactMap { $0["field"] as? String }
        XCTAssertEqual(Set(warned), ["expires", "related"])
    }

    /// optional-constants: a required constant carries no data; an optional one is there or not, and that is data.
    func testAnOptionalConstantIsData() throws {
        let findings = try Self.findings("optional-constants")
        XCTAssertEqual(Self.errors(findings), ["Note.syntax"])
        let object = findings.filter { $0["field"] as? String == "object" }.compactMap { $0["severity"] as? String }
        XCTAssertEqual(object, ["info"])
    }

    /// caught-absence: a key the decoder catches `keyNotFound` for is no error; an enum read only under `try?` loses an unknown value as nil.
    func testCaughtAbsenceAndTriedEnumsAreNotDecodeFailures() throws {
        let findings = try Self.findings("caught-absence")
        XCTAssertEqual(Self.errors(findings), ["ChannelSummary.pinned_note"])
        let paused = findings.filter { $0["field"] as? String == "paused" }.compactMap { $0["severity"] as? String }
        XCTAssertEqual(paused, ["warning"])
    }

    /// unseen-senders: a key the app-wide encoder rewrites is an error for a type the app is seen
    /// to send, and a warning for a Codable type the scanned code never encodes.
    func testAnEncoderKeyOfATypeNeverSeenSentIsAWarning() throws {
        let findings = try Self.findings("unseen-senders")
        XCTAssertEqual(Self.errors(findings), ["WatchReport.videoId"])
        let warned = findings.filter { $0["severity"] as? String == "warning" && $0["rule"] as? String == "coding-key-mismatch" }.compactMap { $0["field"] as? String }
        XCTAssertEqual(Set(warned), ["playback_0_count", "playback_100_count"])
    }

    /// shadowed-decoders: a read of a type the app decodes with its own `decode(_:forKey:)`
    /// overload is a warning; the same contract string held by a plain Double stays an error.
    func testAReadThroughTheAppsOwnOverloadIsAWarning() throws {
        let findings = try Self.findings("shadowed-decoders")
        XCTAssertEqual(Self.errors(findings), ["ChartPage.score"])
        let warned = findings.filter { $0["severity"] as? String == "warning" }.compactMap { $0["field"] as? String }
        XCTAssertEqual(Set(warned), ["page", "per_page", "total"])
    }

    /// absent-keys: a key typed `undefined` never comes, so no struct drops it; an `object` or
    /// `Record<string, unknown>` held by a struct that requires keys contradicts nothing the
    /// contract says, but a value without those keys fails the decode: a warning, not an error.
    func testAnUndescribedObjectIsAWarningAndAnUndefinedKeyIsNoField() throws {
        let findings = try Self.findings("absent-keys")
        XCTAssertEqual(Self.errors(findings), [])
        XCTAssertFalse(findings.contains { $0["field"] as? String == "challenge" })
        let held = findings.filter { $0["type"] as? String == "Activity" }.compactMap { "\($0["field"] ?? "") \($0["severity"] ?? "")" }
        XCTAssertEqual(held.sorted(), ["actor warning", "subject warning"])
    }

    /// query-helpers: filters the app only turns into a query through its own `URLQueryItem`
    /// helper are sent: a filter or an enum value the app never sends is info.
    func testFiltersSentThroughAQueryHelperAreARequest() throws {
        let findings = try Self.findings("query-helpers")
        XCTAssertEqual(Self.errors(findings), ["Recipe.minutes"])
        let sent = findings.filter { ["RecipeFilters", "Cuisine"].contains($0["type"] as? String) }.compactMap { $0["severity"] as? String }
        XCTAssertEqual(sent, ["info", "info"])
    }

    /// tried-map-keys: a map of strings read under `try?` into a struct of strings that requires
    /// keys the contract does not name loses the value but fails nothing: a warning. The same read
    /// with a plain `decode`, or into a struct whose values no map value can be, stays an error.
    func testAMapReadUnderTryIntoAStructOfItsValuesIsAWarning() throws {
        let findings = try Self.findings("tried-map-keys")
        XCTAssertEqual(Self.errors(findings), ["FeedPage.reactions", "FeedPage.views"])
        let warned = findings.filter { $0["severity"] as? String == "warning" }.compactMap { $0["field"] as? String }
        XCTAssertEqual(warned, ["links"])
    }
}
