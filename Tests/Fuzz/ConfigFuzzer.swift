// libFuzzer entry point for the located JSON parser and the config loader.
// Built by scripts/fuzz.sh together with Sources/ContractKit into one binary; FuzzMain.swift
// calls it when CONTRACTKIT_FUZZ_TARGET names this target. Not a SwiftPM target.

public func fuzzConfig(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = ConfigLoader.load(bytes, file: "fuzz.json")
    return 0
}
