// libFuzzer entry point for the Swift lexer, declaration scanner and mapper analysis.
// Built by scripts/fuzz.sh together with Sources/ContractKit; not a SwiftPM target.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSwift(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let (file, _) = SwiftDeclarationScanner.scan(bytes, file: "fuzz.swift", functions: true)
    _ = ScanReport.json([file])
    return 0
}
