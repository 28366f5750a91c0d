// The one libFuzzer entry point of the fuzzing binary scripts/fuzz.sh builds: every
// source is compiled once, with the sanitizers, for all targets; CONTRACTKIT_FUZZ_TARGET
// (parser, scanner, config or yaml) says which harness each input goes to.
// Not a SwiftPM target.
import Foundation

enum FuzzTarget {
    case parser, scanner, config, yaml
}

/// The target the environment names, read once; an unknown name stops the run at once.
let fuzzTarget: FuzzTarget = {
    switch ProcessInfo.processInfo.environment["CONTRACTKIT_FUZZ_TARGET"] ?? "" {
    case "parser": return .parser
    case "scanner": return .scanner
    case "config": return .config
    case "yaml": return .yaml
    case let other:
        FileHandle.standardError.write(Data("CONTRACTKIT_FUZZ_TARGET must be parser, scanner, config or yaml, not '\(other)'\n".utf8))
        exit(2)
    }
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    switch fuzzTarget {
    case .parser: return fuzzTypeScript(data, size)
    case .scanner: return fuzzSwift(data, size)
    case .config: return fuzzConfig(data, size)
    case .yaml: return fuzzYAML(data, size)
    }
}
