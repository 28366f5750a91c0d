import ContractKit
import Foundation

/// Compiles the verify program (the app's DTO files and a generated `main.swift`) with the
/// `swiftc` on `PATH`, keeps the largest set of files that compiles, caches the program by
/// a hash of its inputs, runs it on the payloads and returns its results.
struct VerifyRunner {
    let swiftc: String
    let cacheRoot: String
    let console: Console

    struct VerifyError: Error { var message: String }

    /// What compiled: the Swift types the program checks, and why the others were left out.
    struct Build: Codable {
        var compiledTypes: [String]
        /// Swift type → the first compiler error that kept it (or its file) out.
        var skipped: [String: String]
        /// File (as displayed) → the first compiler error that kept it out.
        var droppedFiles: [String: String]?
    }

    /// Finds the compiler: `CONTRACTKIT_SWIFTC`, then `swiftc` on `PATH`, then `xcrun --find swiftc`.
    static func findCompiler() -> String? {
        let environment = ProcessInfo.processInfo.environment
        if let given = environment["CONTRACTKIT_SWIFTC"], !given.isEmpty { return FileManager.default.isExecutableFile(atPath: given) ? given : nil }
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(folder)/swiftc"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/xcrun"), let found = try? captureText("/usr/bin/xcrun", ["--find", "swiftc"]).output {
            let path = found.trimmingCharacters(in: .whitespacesAndNewlines)
            return path.isEmpty ? nil : path
        }
        return nil
    }

    /// `CONTRACTKIT_CACHE`, else `$XDG_CACHE_HOME/contractkit`, else `~/.cache/contractkit`.
    static func defaultCacheRoot() -> String {
        let environment = ProcessInfo.processInfo.environment
        if let given = environment["CONTRACTKIT_CACHE"], !given.isEmpty { return given }
        if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty { return xdg + "/contractkit" }
        return NSHomeDirectory() + "/.cache/contractkit"
    }

    /// A compiled program (or none, when no type compiled), ready to run.
    struct Program {
        var build: Build
        var folder: String
        var cached: Bool
        /// Files left out because they do not compile without the rest of the app, with the first error.
        var droppedFiles: [String: String] { build.droppedFiles ?? [:] }

        /// Runs the program on `(swift type, JSON)` requests; nil for a type not compiled in.
        func run(_ requests: [(type: String, json: String)]) throws -> [RuntimeFindings.Result?] {
            let compiled = Set(build.compiledTypes)
            let runnable = requests.filter { compiled.contains($0.type) }
            guard !runnable.isEmpty else { return requests.map { _ in nil } }
            let input = try JSONSerialization.data(withJSONObject: runnable.map { [$0.type, $0.json] })
            let (status, output, errors) = try VerifyRunner.capture(folder + "/program", [], input: input)
            guard status == 0, let parsed = RuntimeFindings.parseResults(Array(output)), parsed.count == runnable.count else {
                throw VerifyError(message: "the verify program failed (exit \(status)): \(String(decoding: errors, as: UTF8.self).prefix(400))")
            }
            var next = parsed.makeIterator()
            return requests.map { compiled.contains($0.type) ? next.next() : nil }
        }
    }

    /// `types`: Swift type → the absolute path of the file that declares it;
    /// `expressions`: how the harness names each. Compiles, or takes the program from the cache.
    func prepare(types: [String: String], expressions: [String: String], files: [String], decoders: AppDecoders) throws -> Program {
        let key = cacheKey(types: types, expressions: expressions, files: files, decoders: decoders)
        let folder = cacheRoot + "/verify/" + key
        if let data = FileManager.default.contents(atPath: folder + "/build.json"), let saved = try? JSONDecoder().decode(Build.self, from: data),
           FileManager.default.isExecutableFile(atPath: folder + "/program") || saved.compiledTypes.isEmpty {
            return Program(build: saved, folder: folder, cached: true)
        }
        let build = try compile(types: types, expressions: expressions, files: files, decoders: decoders, into: folder)
        return Program(build: build, folder: folder, cached: false)
    }

    /// Compiles, dropping what does not compile alone, until the rest does; then moves the
    /// program and what it holds into the cache folder.
    func compile(types: [String: String], expressions: [String: String], files: [String], decoders: AppDecoders, into folder: String) throws -> Build {
        let fm = FileManager.default
        let work = folder + ".tmp-\(getpid())"
        try? fm.removeItem(atPath: work)
        try fm.createDirectory(atPath: work, withIntermediateDirectories: true)
        defer { try? fm.removeItem(atPath: work) }
        var droppedFiles: [String: String] = [:]
        var skipped: [String: String] = [:]
        var compiled: [String] = []
        for _ in 0...(files.count + types.count + 1) {
            let keptFiles = files.filter { droppedFiles[$0] == nil }
            compiled = types.keys.sorted().filter { skipped[$0] == nil && droppedFiles[types[$0]!] == nil }
            if compiled.isEmpty { break }
            let (source, lineOfType) = HarnessSource.render(swiftTypes: compiled.map { ($0, expressions[$0] ?? $0) }, decoders: decoders)
            try source.write(toFile: work + "/main.swift", atomically: true, encoding: .utf8)
            if console.verbosity != .quiet {
                console.err("verify: compiling \(keptFiles.count) Swift file\(keptFiles.count == 1 ? "" : "s") and a harness for \(compiled.count) type\(compiled.count == 1 ? "" : "s")\n")
            }
            let arguments = ["-swift-version", "5", "-Onone", "-suppress-warnings", "-module-name", "ContractKitVerify",
                             "-o", work + "/program", work + "/main.swift"] + keptFiles
            let (status, _, errorBytes) = try Self.capture(swiftc, arguments)
            if status == 0 { break }
            let errors = Self.compilerErrors(String(decoding: errorBytes, as: UTF8.self))
            var progress = false
            for error in errors {
                if error.file == work + "/main.swift" || error.file.hasSuffix("/main.swift") && !keptFiles.contains(error.file) {
                    if let type = lineOfType.first(where: { $0.value == error.line })?.key, skipped[type] == nil {
                        skipped[type] = error.message
                        progress = true
                    }
                } else if keptFiles.contains(error.file), droppedFiles[error.file] == nil {
                    droppedFiles[error.file] = "\(display(error.file)):\(error.line):\(error.column): error: \(error.message)"
                    progress = true
                }
            }
            if !progress {
                let text = String(decoding: errorBytes, as: UTF8.self)
                throw VerifyError(message: "swiftc failed and its errors name no file to leave out: \(text.prefix(600))")
            }
        }
        for (type, file) in types where skipped[type] == nil {
            if let reason = droppedFiles[file] { skipped[type] = "its file does not compile without the rest of the app: \(reason)" }
        }
        let dropped = Dictionary(droppedFiles.map { (display($0.key), $0.value) }, uniquingKeysWith: { a, _ in a })
        let build = Build(compiledTypes: compiled.filter { skipped[$0] == nil }, skipped: skipped, droppedFiles: dropped)
        try JSONEncoder().encode(build).write(to: URL(fileURLWithPath: work + "/build.json"))
        try? fm.removeItem(atPath: work + "/main.swift")
        try? fm.removeItem(atPath: folder)
        try fm.moveItem(atPath: work, toPath: folder)
        return build
    }

    func display(_ path: String) -> String {
        let cwd = FileManager.default.currentDirectoryPath
        return path.hasPrefix(cwd + "/") ? String(path.dropFirst(cwd.count + 1)) : path
    }

    /// FNV-1a over everything the program depends on: the compiler (path, size, date),
    /// the harness, and each file's path and bytes.
    func cacheKey(types: [String: String], expressions: [String: String], files: [String], decoders: AppDecoders) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ bytes: some Sequence<UInt8>) {
            for b in bytes { hash = (hash ^ UInt64(b)) &* 0x100_0000_01b3 }
            hash = (hash ^ 0xff) &* 0x100_0000_01b3
        }
        let attributes = (try? FileManager.default.attributesOfItem(atPath: swiftc)) ?? [:]
        mix("\(swiftc)|\(attributes[.size] ?? "")|\(attributes[.modificationDate] ?? "")".utf8)
        mix(HarnessSource.render(swiftTypes: types.keys.sorted().map { ($0, expressions[$0] ?? $0) }, decoders: decoders).source.utf8)
        for (type, file) in types.sorted(by: { $0.key < $1.key }) { mix("\(type)=\(file)".utf8) }
        for file in files.sorted() {
            mix(file.utf8)
            mix(FileManager.default.contents(atPath: file) ?? Data())
        }
        return String(hash, radix: 16)
    }

    struct CompilerError { var file: String; var line: Int; var column: Int; var message: String }

    /// `path:line:col: error: message` lines of swiftc's output.
    static func compilerErrors(_ text: String) -> [CompilerError] {
        text.split(separator: "\n").compactMap { line in
            guard let range = line.range(of: ": error: ") else { return nil }
            let location = line[..<range.lowerBound].split(separator: ":")
            guard location.count >= 3, let l = Int(location[location.count - 2]), let c = Int(location[location.count - 1]) else { return nil }
            let file = location.dropLast(2).joined(separator: ":")
            return CompilerError(file: file, line: l, column: c, message: String(line[range.upperBound...]))
        }
    }

    /// Runs a program, feeding it `input`, and returns its status, output and errors.
    static func capture(_ path: String, _ arguments: [String], input: Data? = nil) throws -> (status: Int32, output: Data, errors: Data) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let out = Pipe(), err = Pipe(), inPipe = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = inPipe
        try process.run()
        // Standard error is read on another thread so neither pipe can fill and block the child.
        let errors = ErrorCollector()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            errors.data = err.fileHandleForReading.readDataToEndOfFile()
            done.signal()
        }
        if let input { inPipe.fileHandleForWriting.write(input) }
        try? inPipe.fileHandleForWriting.close()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        done.wait()
        return (process.terminationStatus, output, errors.data)
    }

    /// Standard error, filled on another thread and read after it signals.
    final class ErrorCollector: @unchecked Sendable { var data = Data() }

    static func captureText(_ path: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let (status, output, _) = try capture(path, arguments, input: nil)
        return (status, String(decoding: output, as: UTF8.self))
    }
}
