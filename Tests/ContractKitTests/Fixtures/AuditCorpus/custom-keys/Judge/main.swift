import Foundation

// Decodes each probe of the file named on the command line into the type it names, and
// prints one JSON line per probe: whether it decoded, and the keys the value encodes to.
struct Probe: Decodable {
    let type: String
    let payload: String
}

func keys<T: Encodable>(_ value: T) -> [String] {
    guard let data = try? JSONEncoder().encode(value),
          let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return [] }
    return object.keys.sorted()
}

func run<T: Decodable>(_ type: T.Type, _ data: Data, encode: (T) -> [String]) -> (Bool, [String]) {
    guard let value = try? JSONDecoder().decode(type, from: data) else { return (false, []) }
    return (true, encode(value))
}

let decoders: [String: (Data) -> (Bool, [String])] = [
    "ProjectPayload": { run(ProjectPayload.self, $0) { _ in [] } },
    "OwnerPayload": { run(OwnerPayload.self, $0, encode: keys) },
    "Milestone": { run(Milestone.self, $0) { _ in [] } },
    "BillingInvoice": { run(BillingInvoice.self, $0, encode: keys) },
    "ViewPreferences": { run(ViewPreferences.self, $0, encode: keys) },
    "NoteRecord": { run(NoteRecord.self, $0, encode: keys) },
    "Offering": { run(Offering.self, $0) { _ in [] } },
    "APIErrorResponse": { run(APIErrorResponse.self, $0) { _ in [] } },
    "JobResultPayload": { run(JobResultPayload.self, $0) { _ in [] } },
    "EntitlementPayload": { run(EntitlementPayload.self, $0) { _ in [] } },
    "Event": { run(Event.self, $0, encode: keys) },
    "Channel": { run(Channel.self, $0) { _ in [] } },
]

let probes = try JSONDecoder().decode([Probe].self, from: Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[1])))
for probe in probes {
    let (ok, written) = decoders[probe.type]!(Data(probe.payload.utf8))
    let line = try JSONSerialization.data(withJSONObject: ["ok": ok, "written": written], options: [.sortedKeys])
    print(String(decoding: line, as: UTF8.self))
}
