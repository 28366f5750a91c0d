// libFuzzer entry point for the TypeScript lexer, parser and resolver.
// Built by scripts/fuzz.sh together with Sources/ContractKit into one binary; FuzzMain.swift
// calls it when CONTRACTKIT_FUZZ_TARGET names this target. Not a SwiftPM target.

public func fuzzTypeScript(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let provider = InMemorySourceProvider(bytes: ["/fuzz/contract.ts": bytes])
    let (schema, _) = ContractPipeline.readContract(roots: ["/fuzz/contract.ts"], provider: provider)
    _ = ContractPipeline.irJSON(schema)
    return 0
}
