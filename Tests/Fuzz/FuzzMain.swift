// The one libFuzzer entry point of the fuzzing binary scripts/fuzz.sh builds: every
// source is compiled once, with the sanitizers, for all targets; CONTRACTKIT_FUZZ_TARGET
// (parser, scanner or config) says which harness each input goes to.
// Not a SwiftPM target.
import Foundation

/// The harness the environment names, read once; an unknown name stops the run at once.
let fuzzHarness: @Sendable (UnsafePointer<UInt8>, Int) -> CInt = {
    switch ProcessInfo.processInfo.environment["CONTRACTKIT_FUZZ_TARGET"] ?? "" {
    case "parser": return fuzzTypeScript
    case "scanner": return fuzzSwift
    case "config": return fuzzConfig
    case let other:
        FileHandle.standardError.write(Data("CONTRACTKIT_FUZZ_TARGET must be parser, scanner or config, not '\(other)'\n".utf8))
        exit(2)
    }
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    fuzzHarness(data, size)
}
