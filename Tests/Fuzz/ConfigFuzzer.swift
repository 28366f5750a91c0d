// libFuzzer entry point for the located JSON parser and the config loader.
// Built by scripts/fuzz.sh together with Sources/ContractKit; not a SwiftPM target.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfig(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = ConfigLoader.load(bytes, file: "fuzz.json")
    return 0
}
