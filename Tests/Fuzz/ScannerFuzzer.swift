// libFuzzer entry point for the Swift lexer, declaration scanner and mapper analysis.
// Built by scripts/fuzz.sh together with Sources/ContractKit into one binary; FuzzMain.swift
// calls it when CONTRACTKIT_FUZZ_TARGET names this target. Not a SwiftPM target.

public func fuzzSwift(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let (file, _) = SwiftDeclarationScanner.scan(bytes, file: "fuzz.swift", functions: true)
    _ = ScanReport.json([file])
    return 0
}
