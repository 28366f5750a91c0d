import ContractKit
import XCTest

/// The mapper analysis, one pattern at a time: which functions it finds, what each reads
/// from its DTO parameter, what it writes, and where it passes the DTO on.
final class MapperAnalysisTests: XCTestCase {
    func functions(_ source: String) -> [ScannedFunction] {
        SwiftDeclarationScanner.scan(Array(source.utf8), file: "Mapper.swift", functions: true).0.functions
    }

    func function(_ name: String, in source: String, file: StaticString = #filePath, line: UInt = #line) throws -> ScannedFunction {
        try XCTUnwrap(functions(source).first { $0.name == name }, "no function \(name)", file: file, line: line)
    }

    /// `dto.a.b` paths read from the parameter.
    func paths(_ f: ScannedFunction, _ parameter: String = "dto") -> Set<String> {
        Set(f.reads.filter { $0.parameter == parameter }.map { $0.path.joined(separator: ".") })
    }

    /// `Type.property ← dto.path, …` for each write.
    func writes(_ f: ScannedFunction) -> Set<String> {
        Set(f.writes.map { w in "\(w.targetType ?? "?").\(w.property) ← " + w.sources.map { ([$0.parameter] + $0.path).joined(separator: ".") }.joined(separator: ", ") })
    }

    func testFindsMapperShapes() throws {
        let found = functions("""
        final class DTOMapper {
            func mapToWork(_ dto: WorkDTO) throws -> Work { Work(title: dto.title) }
            func mergeWorkData(dto: WorkDTO, into work: Work) { work.title = dto.title }
            private static func helper() {}
        }
        extension Work {
            convenience init(dto: WorkDTO) { self.init(title: dto.title) }
        }
        func freeMapper(_ dtos: [WorkDTO]) -> [Work] { [] }
        protocol Mapping { func map(_ dto: WorkDTO) -> Work }
        """)
        XCTAssertEqual(found.map(\.displayName), ["DTOMapper.mapToWork", "DTOMapper.mergeWorkData", "DTOMapper.helper", "Work.init", "freeMapper"],
                       "a protocol requirement has no body")
        let map = found[0]
        XCTAssertEqual(map.parameters.map(\.label), ["_"])
        XCTAssertEqual(map.parameters.map(\.name), ["dto"])
        XCTAssertEqual(map.parameters.map(\.type), ["WorkDTO"])
        XCTAssertEqual(map.returnType, "Work")
        XCTAssertEqual(found[1].parameters.map(\.name), ["dto", "work"])
        XCTAssertNil(found[1].returnType)
        XCTAssertTrue(found[2].isStatic)
        XCTAssertEqual(found[4].parameters.first?.type, "[WorkDTO]")
    }

    func testReadsMemberPaths() throws {
        let f = try function("map", in: """
        func map(_ dto: WorkDTO) -> Work {
            let work = Work(title: dto.title)
            work.coverImageURL = dto.coverImageURL
            work.x = dto.boundingBox?.x
            work.y = dto.boundingBox!.y
            work.tags = dto.subjectTags.map { $0.uppercased() }
            let label = "dto.notARead"
            return work
        }
        """)
        XCTAssertEqual(paths(f), ["title", "coverImageURL", "boundingBox.x", "boundingBox.y", "subjectTags.map", "subjectTags.uppercased"], "$0 stands for the mapped value")
    }

    func testReadsThroughIfLetGuardLetAndLocals() throws {
        let f = try function("map", in: """
        func map(_ dto: WorkDTO, into work: Work) {
            if let bbox = dto.boundingBox {
                work.boundingBoxX = bbox.x
                work.boundingBoxY = bbox.y
            }
            guard let year = dto.firstPublicationYear else { return }
            work.year = year.description
            let ids = dto.isbns
            work.isbnCount = ids.count
        }
        """)
        XCTAssertTrue(paths(f).isSuperset(of: ["boundingBox", "boundingBox.x", "boundingBox.y", "firstPublicationYear", "firstPublicationYear.description", "isbns", "isbns.count"]), "\(paths(f))")
    }

    func testABindingEndsWithItsScope() throws {
        let f = try function("map", in: """
        func map(_ dto: WorkDTO, into work: Work) {
            if let bbox = dto.boundingBox {
                work.a = bbox.x
            }
            let bbox = Other()
            work.b = bbox.y
        }
        """)
        XCTAssertFalse(paths(f).contains("boundingBox.y"), "after the if block, bbox is another value: \(paths(f))")
        XCTAssertTrue(paths(f).contains("boundingBox.x"))
    }

    func testReadsThroughLoopsAndClosures() throws {
        let f = try function("mapAll", in: """
        func mapAll(data: BookSearchResponse) -> [Work] {
            for workDTO in data.works {
                use(workDTO.title)
            }
            let authors = data.authors.map { author in author.name }
            data.editions.forEach { print($0.isbn) }
            let total = data.works.reduce(0) { sum, w in sum + w.isbndbQuality }
            for (index, edition) in data.editions.enumerated() { print(index, edition.publisher) }
            return []
        }
        """)
        XCTAssertTrue(paths(f, "data").isSuperset(of: ["works.title", "authors.name", "editions.isbn", "works.isbndbQuality", "editions.publisher"]), "\(paths(f, "data"))")
    }

    func testInitializerArgumentsAreWrites() throws {
        let f = try function("mapToWork", in: """
        func mapToWork(_ dto: WorkDTO) -> Work {
            let work = Work(
                title: dto.title,
                subjectTags: dto.subjectTags.sorted(),
                year: dto.firstPublicationYear ?? 0
            )
            return work
        }
        """)
        XCTAssertEqual(writes(f), ["Work.title ← dto.title", "Work.subjectTags ← dto.subjectTags.sorted", "Work.year ← dto.firstPublicationYear"])
    }

    func testPropertyWritesWithTheirSources() throws {
        let f = try function("mergeWorkData", in: """
        func mergeWorkData(dto: WorkDTO, into work: Work) {
            work.coverImageURL = work.coverImageURL ?? dto.coverImageURL
            work.editions.append(contentsOf: dto.editions)
            work.count += dto.count
            if work.title == dto.title { return }
            work.synthetic = dto.synthetic
                ?? false
        }
        """)
        XCTAssertEqual(writes(f), [
            "Work.coverImageURL ← work.coverImageURL, dto.coverImageURL",
            "Work.editions ← dto.editions",
            "Work.count ← dto.count",
            "Work.synthetic ← dto.synthetic",
        ], "== is not a write; a continued line belongs to its statement")
    }

    func testSelfAndBareWritesInTheModelsOwnInitializer() throws {
        let f = try function("init", in: """
        extension Work {
            convenience init(dto: WorkDTO) {
                self.init(title: dto.title)
                coverImageURL = dto.coverImageURL
                self.synthetic = dto.synthetic ?? false
                var local = 0
                local = dto.isbndbQuality
            }
        }
        """)
        XCTAssertEqual(f.enclosingType, "Work")
        XCTAssertEqual(writes(f), ["Work.title ← dto.title", "Work.coverImageURL ← dto.coverImageURL", "Work.synthetic ← dto.synthetic"],
                       "a local variable is not a property")
    }

    func testForwardsAParameterToAnotherMapper() throws {
        let found = functions("""
        struct Mapper {
            func mapToWorks(data: BookSearchResponse) -> [Work] {
                for workDTO in data.works {
                    if let existing = find() { mergeWorkData(dto: workDTO, into: existing) } else { _ = mapToWork(workDTO) }
                }
                return [Work(dto: data.works[0])]
            }
        }
        """)
        let forwards = try XCTUnwrap(found.first).forwards.map { "\($0.callee) ← \(([$0.parameter] + $0.path).joined(separator: "."))" }
        XCTAssertEqual(forwards, ["mergeWorkData ← data.works", "mapToWork ← data.works"])
    }

    func testNeverFailsOnBrokenBodies() {
        for source in ["func f(_ dto: A) {", "func f(_ dto: A) { if let x = dto.", "func (", "init(dto: A) { self.init(", "extension { func"] {
            _ = functions(source)  // must not crash or hang
        }
    }
}
