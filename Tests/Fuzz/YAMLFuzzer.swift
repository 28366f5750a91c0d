// libFuzzer entry point for the YAML reader.
// Built by scripts/fuzz.sh together with Sources/ContractKit into one binary; FuzzMain.swift
// calls it when CONTRACTKIT_FUZZ_TARGET names this target. Not a SwiftPM target.

public func fuzzYAML(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = try? YAMLReader.parse(bytes, file: "fuzz.yaml")
    return 0
}
