import ContractKit
import Foundation

/// The output folder of `generate`: what is there now, and writing a new set of files
/// so that either every change lands or none does.
struct OutputFolder {
    let path: String

    /// What writing `files` would change.
    struct Plan {
        var writes: [GeneratedFile] = []
        var unchanged: [String] = []
        /// Files generated earlier that are no longer produced.
        var removals: [String] = []
        /// Current contents of files that would be overwritten, for diffs.
        var previous: [String: String] = [:]
        /// Contents of the files that would be removed, for diffs.
        var removedContents: [String: String] = [:]
        var isEmpty: Bool { writes.isEmpty && removals.isEmpty }
    }

    struct WriteError: Error {
        var message: String
    }

    /// `readAhead`: the folder's files as read while the contract was being read.
    func plan(_ files: [GeneratedFile], readAhead: ReadAhead? = nil) throws -> Plan {
        var plan = Plan()
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        if fm.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw WriteError(message: "the output path is a file, not a folder")
        }
        for file in files {
            let target = path + "/" + file.name
            if let existing = readAhead.map({ $0.files[file.name] }) ?? fm.contents(atPath: target) {
                // Bytes, not String equality: the files are megabytes on large contracts.
                if Self.sameBytes(existing, file.contents) { plan.unchanged.append(file.name); continue }
                plan.previous[file.name] = String(decoding: existing, as: UTF8.self)
            }
            plan.writes.append(file)
        }
        let produced = Set(files.map(\.name))
        for name in generatedFileNames() where !produced.contains(name) {
            plan.removals.append(name)
            if let existing = fm.contents(atPath: path + "/" + name) {
                plan.removedContents[name] = String(decoding: existing, as: UTF8.self)
            }
        }
        return plan
    }

    /// Whether a file's bytes are exactly a string's UTF-8, compared as memory.
    static func sameBytes(_ data: Data, _ text: String) -> Bool {
        var text = text
        return text.withUTF8 { utf8 in
            guard utf8.count == data.count else { return false }
            return data.withUnsafeBytes { raw in
                guard let a = raw.baseAddress, let b = utf8.baseAddress else { return utf8.isEmpty }
                return memcmp(a, b, utf8.count) == 0
            }
        }
    }

    /// `.swift` files directly in the folder that contractkit generated (by their first line).
    func generatedFileNames() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.filter { $0.hasSuffix(".swift") && !$0.hasPrefix(".") }.sorted().filter { name in
            let full = path + "/" + name
            guard !isSymbolicLink(full), let handle = FileHandle(forReadingAtPath: full) else { return false }
            defer { try? handle.close() }
            let head = (try? handle.read(upToCount: 64)) ?? Data()
            return String(decoding: head, as: UTF8.self).hasPrefix(SwiftGenerator.headerPrefix)
        }
    }

    /// Applies a plan: every new file goes to a temporary file beside its target first;
    /// only when all are written are they renamed into place. If anything fails, the
    /// temporary files are removed and the folder is as it was.
    func apply(_ plan: Plan) throws {
        let fm = FileManager.default
        do {
            try fm.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw WriteError(message: "cannot create the output folder: \(describe(error))")
        }
        var temporaries: [(temporary: String, target: String)] = []
        do {
            for file in plan.writes {
                let target = path + "/" + file.name
                if isSymbolicLink(target) { throw WriteError(message: "\(file.name) is a symbolic link; refusing to write through it") }
                var isDirectory: ObjCBool = false
                if fm.fileExists(atPath: target, isDirectory: &isDirectory), isDirectory.boolValue {
                    throw WriteError(message: "\(file.name) is a folder")
                }
                let temporary = path + "/.\(file.name).contractkit-\(ProcessInfo.processInfo.processIdentifier).tmp"
                guard fm.createFile(atPath: temporary, contents: Data(file.contents.utf8)) else {
                    throw WriteError(message: "cannot write \(file.name) (is the folder writable?)")
                }
                temporaries.append((temporary, target))
            }
            for (temporary, target) in temporaries {
                if rename(temporary, target) != 0 {
                    throw WriteError(message: "cannot move \(SourcePath.fileName(of: target)) into place: \(String(cString: strerror(errno)))")
                }
            }
        } catch {
            for (temporary, _) in temporaries { try? fm.removeItem(atPath: temporary) }
            throw error
        }
        for name in plan.removals {
            try? fm.removeItem(atPath: path + "/" + name)
        }
    }

    private func isSymbolicLink(_ path: String) -> Bool {
        (try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType) == .typeSymbolicLink
    }

    private func describe(_ error: Error) -> String {
        (error as NSError).localizedDescription
    }
}

/// The output folder's `.swift` files, read on another core while the contract is read on
/// this one: a large contract's output is megabytes, and comparing it with what is there
/// was the last step of `generate` with one core idle.
final class ReadAhead: @unchecked Sendable {
    private var contents: [String: Data] = [:]
    private let group = DispatchGroup()

    init(folder path: String) {
        DispatchQueue.global().async(group: group) { [self] in
            let fm = FileManager.default
            var read: [String: Data] = [:]
            for name in (try? fm.contentsOfDirectory(atPath: path)) ?? [] where name.hasSuffix(".swift") && !name.hasPrefix(".") {
                read[name] = fm.contents(atPath: path + "/" + name)
            }
            contents = read
        }
    }

    /// The contents by file name; waits for the read to end.
    var files: [String: Data] {
        group.wait()
        return contents
    }
}
