import ContractKit
import XCTest

/// Every form a class member takes in real code (NestJS DTOs, TypeORM entities, Result
/// types, services beside the contract), combined with decorators, modifiers and JSDoc.
/// Each member must be read or skipped with the right note, and the member after it read.
final class ClassMemberGrammarTests: XCTestCase {
    /// What the parser must make of a member: the properties it declares, or the note it skips with.
    enum Outcome {
        case properties([String])
        case note(String)
    }

    static let members: [(source: String, outcome: Outcome)] = [
        // Properties.
        ("value: string;", .properties(["value"])),
        ("value?: string;", .properties(["value"])),
        ("value!: string;", .properties(["value"])),
        ("readonly value: string;", .properties(["value"])),
        ("value = 'draft';", .properties(["value"])),
        ("value: number = 42;", .properties(["value"])),
        ("readonly value = 'ok' as const;", .properties(["value"])),
        ("declare value: string;", .properties(["value"])),
        ("value: Array<{ id: string; tags: string[] }> = [];", .properties(["value"])),
        // Methods, type guards and assertion functions.
        ("run(): void {}", .note("skipped method 'run'")),
        ("run(a: string, b?: number): Promise<void> { await this.save(a, b); }", .note("skipped method 'run'")),
        ("run<T extends object = {}>(x: T): T { return x; }", .note("skipped method 'run'")),
        ("run(): this is Probe { return true; }", .note("skipped method 'run'")),
        ("run(x: unknown): x is string { return typeof x === 'string'; }", .note("skipped method 'run'")),
        ("run(x: unknown): asserts x is string { if (typeof x !== 'string') throw new Error(); }", .note("skipped method 'run'")),
        ("run(x: unknown): asserts x { if (!x) throw new Error(); }", .note("skipped method 'run'")),
        ("run(): asserts this is Ready<T, never> {}", .note("skipped method 'run'")),
        ("run(): asserts this {}", .note("skipped method 'run'")),
        ("run(a: string): void;\n  run(a: number): void;\n  run(a: any): void {}", .note("skipped method 'run'")),
        ("abstract run(): void;", .note("skipped method 'run'")),
        ("async run() { await Promise.resolve(); }", .note("skipped method 'run'")),
        ("*run() { yield 1; }", .note("skipped method 'run'")),
        ("async *run() { yield 1; }", .note("skipped method 'run'")),
        ("run?(): void;", .note("skipped method 'run'")),
        ("run(): { a: string } { return { a: '' }; }", .note("skipped method 'run'")),
        ("run(check: (x: number) => x is 1): void {}", .note("skipped method 'run'")),
        ("run = async (req: Request): Promise<void> => { await req.json(); };", .note("skipped method 'run'")),
        ("run = (x: number) =>\n    x * 2;", .note("skipped method 'run'")),
        ("run = function () { return 1; };", .note("skipped method 'run'")),
        // Accessors.
        ("get value(): string { return this._value; }", .note("skipped accessor 'value'")),
        ("set value(v: string) { this._value = v; }", .note("skipped accessor 'value'")),
        ("get #secret(): number { return 1; }", .note("skipped accessor '#secret'")),
        ("get [Symbol.toStringTag]() { return 'Probe'; }", .note("skipped accessor '[computed]'")),
        // Constructors, parameter properties included.
        ("constructor() {}", .note("skipped constructor")),
        // A `private` or `protected` parameter property is the class's own state, not data.
        ("constructor(private readonly id: string, public name?: string, plain = 1) { super(); }", .properties(["name"])),
        ("constructor(@Inject(TOKEN) readonly svc: Service, @Optional() protected logger?: Logger) {}", .properties(["svc"])),
        ("constructor(readonly id: string, protected cache?: Cache) {}", .properties(["id"])),
        ("constructor(@Inject(TOKEN) private readonly svc: Service, @Optional() logger?: Logger) {}", .properties([])),
        ("constructor(@Inject(TOKEN) public readonly svc: Service) {}", .properties(["svc"])),
        // Static members and private names.
        ("static count = 0;", .note("skipped static member 'count'")),
        ("static { Probe.count = 1; }", .note("skipped static block")),
        ("static create(): Probe { return new Probe(); }", .note("skipped method 'create'")),
        ("static async load(id: string): Promise<Probe> { return new Probe(); }", .note("skipped method 'load'")),
        ("#secret = 1;", .note("skipped private member 'secret'")),
        ("private secret?: string;", .note("skipped private member 'secret'")),
        ("protected _fetched = false;", .note("skipped protected member '_fetched'")),
        ("#run() {}", .note("skipped method 'run'")),
        ("[Symbol.iterator]() { return [][Symbol.iterator](); }", .note("skipped method '['")),
    ]

    static let decorators = ["", "@IsString() ", "@ValidateNested({ each: true }) @Type(() => Item)\n  ",
                             "@Column({ type: 'varchar', length: 255, nullable: true })\n  "]
    static let modifiers = ["", "public ", "protected ", "override "]

    func parse(_ member: String) -> (SourceFileSyntax, [Diagnostic]) {
        let source = """
        export class Probe extends Base {
          /** The member under test. */
          \(member)
          sentinel: string;
        }

        """
        return TSParser.parse(Array(source.utf8), file: "probe.ts")
    }

    func testEveryMemberFormIsReadOrSkippedAndTheNextMemberIsRead() {
        var cases = 0
        for (member, outcome) in Self.members {
            for decorator in Self.decorators {
                for modifier in Self.modifiers {
                    // Decorators and modifiers go before members that accept them.
                    let takesModifiers = !member.hasPrefix("static") && !member.hasPrefix("#") && !member.hasPrefix("constructor")
                        && !member.hasPrefix("*") && !member.hasPrefix("[") && !member.hasPrefix("private") && !member.hasPrefix("protected") && !member.hasPrefix("abstract") && !member.hasPrefix("declare")
                    if !takesModifiers && !(decorator.isEmpty && modifier.isEmpty) { continue }
                    let source = decorator + modifier + member
                    let (syntax, diagnostics) = parse(source)
                    cases += 1
                    XCTAssertEqual(diagnostics.filter { $0.severity != .note }.map(\.rendered), [], source)
                    guard case .interface(_, let members, true)? = syntax.declarations.first?.body else {
                        XCTFail("no class read for: \(source)")
                        continue
                    }
                    let names = members.map(\.name)
                    // A `protected` property, like a `#private` one, is the class's own state: skipped.
                    var outcome = outcome
                    if modifier == "protected ", case .properties(let declared) = outcome, declared.count == 1, !member.hasPrefix("constructor") {
                        outcome = .note("skipped protected member '\(declared[0])'")
                    }
                    switch outcome {
                    case .properties where modifier == "protected ":
                        // A protected member is the class's own state, never a field.
                        XCTAssertEqual(names, ["sentinel"], source)
                    case .properties(let expected):
                        XCTAssertEqual(names, expected + ["sentinel"], source)
                    case .note(let note):
                        XCTAssertEqual(names, ["sentinel"], source)
                        XCTAssertTrue(diagnostics.contains { $0.severity == .note && $0.message == note },
                                      "\(source): expected note '\(note)', got \(diagnostics.map(\.message))")
                    }
                }
            }
        }
        XCTAssertGreaterThan(cases, 400)
    }

    func testTypePredicatesInInterfacesAndFunctionTypes() {
        let source = """
        export interface Guarded<T> {
          isReady(): this is Ready<T>;
          check(value: unknown): value is T;
          assertValid(value: unknown): asserts value is T;
          predicate: (value: unknown) => value is T;
          payload: T;
        }
        """
        let (syntax, diagnostics) = TSParser.parse(Array(source.utf8), file: "guard.ts")
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }.map(\.rendered), [])
        guard case .interface(_, let members, false)? = syntax.declarations.first?.body else { return XCTFail("no interface") }
        XCTAssertEqual(members.map(\.name), ["predicate", "payload"])
    }

    func testNestJSMappedTypesAreReadAsTheUtilityTypesTheyMirror() {
        let (schema, diagnostics) = readContract(["/dto.ts": """
        import { PartialType, PickType, OmitType, IntersectionType } from '@nestjs/swagger';
        export class CreateUserDto { email: string; name: string; age?: number; }
        export class UpdateUserDto extends PartialType(CreateUserDto) {}
        export class NameOnlyDto extends PickType(CreateUserDto, ['name'] as const) {}
        export class NoAgeDto extends OmitType(CreateUserDto, ['age', 'email']) {}
        export class ExtraDto { extra: boolean; }
        export class BothDto extends IntersectionType(NameOnlyDto, ExtraDto) {}
        export class MixedDto extends withTimestamps(CreateUserDto) { id: string; }
        """])
        let fields = { (name: String) in (schema.declaration(named: name)?.fields ?? []).map { "\($0.name)\($0.optionality.isOptional ? "?" : "")" } }
        XCTAssertEqual(fields("UpdateUserDto"), ["email?", "name?", "age?"])
        XCTAssertEqual(fields("NameOnlyDto"), ["name"])
        XCTAssertEqual(fields("NoAgeDto"), ["name"])
        XCTAssertEqual(fields("BothDto"), ["name", "extra"])
        XCTAssertEqual(fields("MixedDto"), ["id"])
        XCTAssertEqual(diagnostics.filter { $0.severity == .warning }.map(\.rendered),
                       ["/dto.ts:8:31: warning: unsupported class heritage 'withTimestamps(…)'; inherited fields are not read"])
    }
}
