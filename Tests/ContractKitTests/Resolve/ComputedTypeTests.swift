import ContractKit
import XCTest

/// Types TypeScript computes from other types, as real contracts write them: default
/// imports, indexed access, intersections with unions and generic parameters, user aliases
/// of utility types, mapped types, and an object beside a conditional type.
final class ComputedTypeTests: XCTestCase {
    func read(_ files: [String: String]) -> (Schema, [String]) {
        let (schema, diagnostics) = ContractPipeline.readContract(roots: files.keys.sorted(), provider: InMemorySourceProvider(files))
        return (schema, diagnostics.map { "\($0.location.line): \($0.severity.rawValue): \($0.message)" })
    }

    func fields(_ schema: Schema, _ name: String) -> [String: TypeRef] {
        Dictionary((schema.declaration(named: name)?.fields ?? []).map { ($0.name, $0.type) }, uniquingKeysWith: { a, _ in a })
    }

    func testADefaultImportIsAClassNotANamespaceAndItsIndexedAccessIsExternal() {
        let (schema, diagnostics) = read(["/api/types.ts": """
        import Client from "./client";
        import Socket from "socket-lib";
        export type AccountId = Client["accountId"];
        export interface Session { account: AccountId; socket: Socket; token: string }
        """])
        XCTAssertFalse(diagnostics.contains { $0.contains("error:") }, "\(diagnostics)")
        XCTAssertTrue(diagnostics.contains { $0.contains("cannot read 'Client['accountId']'") }, "\(diagnostics)")
        XCTAssertEqual(schema.declaration(named: "AccountId")?.target, .external(name: "Client['accountId']", module: "./client"))
        XCTAssertEqual(fields(schema, "Session")["socket"], .external(name: "Socket", module: "socket-lib"))
        XCTAssertEqual(fields(schema, "Session")["token"], .primitive(.string))
    }

    func testIndexedAccessReadsTheFieldThroughUnionsAliasesArraysAndTheTypeItself() {
        let (schema, diagnostics) = read(["/api/types.ts": """
        export type Ref = string;
        export type Member = { ref: Ref; tags: { label: string }[] };
        export type Guest = { ref: Ref; invitedBy: string };
        export type Person = Member | Guest;
        export type Bag = Record<string, any>;
        export type Post = {
          ref: Ref;
          parentRef: Post['ref'];
          authorRef: Person['ref'];
          label: Member['tags'][number]['label'];
          bagId: Bag['id'];
        };
        """])
        XCTAssertFalse(diagnostics.contains { $0.contains("indexed access") }, "\(diagnostics)")
        let post = fields(schema, "Post")
        XCTAssertEqual(post["parentRef"], .reference(name: "Ref", arguments: []))
        XCTAssertEqual(post["authorRef"], .reference(name: "Ref", arguments: []))
        XCTAssertEqual(post["label"], .primitive(.string))
        XCTAssertEqual(post["bagId"], .any)
    }

    func testAnIntersectionWithATaggedUnionStaysATaggedUnionWithTheCommonFieldsInEveryArm() {
        let (schema, _) = read(["/api/types.ts": """
        export type Alert = { id: string; seen: boolean } & ({ kind: 'mention'; postId: string } | { kind: 'follow'; userId: string });
        """])
        let alert = schema.declaration(named: "Alert")
        XCTAssertEqual(alert?.kind, .union)
        XCTAssertEqual(alert?.discriminator, "kind")
        let arms = (alert?.variants ?? []).map { variant -> [String] in
            if case .object(let fields) = variant.type { return fields.map(\.name) }
            return []
        }
        XCTAssertEqual(arms, [["id", "seen", "kind", "postId"], ["id", "seen", "kind", "userId"]])
    }

    func testAnIntersectionKeepsItsObjectPartsBesideAGenericParameterAPackageTypeOrAConditional() {
        let (schema, diagnostics) = read(["/api/types.ts": """
        import { Base } from "some-sdk";
        export type Ranked<T> = T & { score?: number };
        export type Stop = Base & { stopName?: string };
        export type Answer<T> = { items: T[]; total: number } & (T extends string ? { text: true } : { text?: false });
        export type Point = { lat: number; lng: number };
        export type Place = Point & { name: string };
        """])
        XCTAssertEqual(schema.declaration(named: "Ranked")?.fields?.map(\.name), ["score"])
        XCTAssertEqual(schema.declaration(named: "Ranked")?.keysOpen, true)
        XCTAssertEqual(schema.declaration(named: "Stop")?.fields?.map(\.name), ["stopName"])
        XCTAssertEqual(schema.declaration(named: "Answer")?.fields?.map(\.name), ["items", "total"])
        XCTAssertEqual(schema.declaration(named: "Place")?.fields?.map(\.name), ["lat", "lng", "name"])
        XCTAssertEqual(schema.declaration(named: "Place")?.keysOpen, false)
        XCTAssertTrue(diagnostics.contains { $0.contains("the fields of 'T' in this intersection are not known here") }, "\(diagnostics)")
        XCTAssertTrue(diagnostics.contains { $0.contains("unsupported conditional type") }, "\(diagnostics)")
    }

    func testAUserAliasOfAUtilityTypeIsExpandedWhereItIsUsed() {
        let (schema, diagnostics) = read(["/api/types.ts": """
        type Without<T, K extends keyof T> = Omit<T, K>;
        type Loose<T> = Partial<T>;
        export type Queued = { queueId: number; state: string; createdAt: string };
        export type Job = Without<Queued, 'queueId'> & { jobId: number };
        export type Draft = Loose<Queued>;
        """])
        XCTAssertFalse(diagnostics.contains { $0.contains("non-object") }, "\(diagnostics)")
        XCTAssertEqual(schema.declaration(named: "Job")?.fields?.map(\.name), ["state", "createdAt", "jobId"])
        XCTAssertEqual(schema.declaration(named: "Draft")?.fields?.map(\.optionality), [.optional, .optional, .optional])
    }

    func testMappedTypesAndPartialOfAMap() {
        let (schema, diagnostics) = read(["/api/types.ts": """
        export type Channel = 'email' | 'sms' | 'push';
        export type Setting = { on: boolean };
        export type ChannelFlags = { [C in Channel]?: boolean };
        export type Required3 = { -readonly [C in Channel]-?: Setting | null };
        export type ByName = Partial<Record<string, Setting>>;
        export type Counts = Record<Channel, number>;
        export type Anything = { [key in string]: number };
        """])
        XCTAssertFalse(diagnostics.contains { $0.contains("unsupported") }, "\(diagnostics)")
        let flags = schema.declaration(named: "ChannelFlags")
        XCTAssertEqual(flags?.fields?.map(\.name), ["email", "sms", "push"])
        XCTAssertEqual(Set(flags?.fields?.map(\.optionality) ?? []), [.optional])
        XCTAssertEqual(Set(schema.declaration(named: "Required3")?.fields?.map(\.optionality) ?? []), [.nullable])
        XCTAssertEqual(schema.declaration(named: "ByName")?.target, .map(.reference(name: "Setting", arguments: [])))
        XCTAssertEqual(schema.declaration(named: "Counts")?.fields?.map(\.name), ["email", "sms", "push"])
        XCTAssertEqual(schema.declaration(named: "Anything")?.target, .map(.primitive(.number)))
    }

    func testExcludeAndExtractFilterLiteralUnionsAndKeys() {
        let (schema, diagnostics) = read(["/api/types.ts": """
        export type Channel = 'email' | 'sms' | 'push';
        export type Account = { id: string; email: string; phone: string };
        export type Quiet = Exclude<Channel, 'push'>;
        export type Loud = Extract<Channel, 'push' | 'pager'>;
        export type Contact = Pick<Account, Exclude<keyof Account, 'id'>>;
        """])
        XCTAssertFalse(diagnostics.contains { $0.contains("unsupported") }, "\(diagnostics)")
        XCTAssertEqual(schema.declaration(named: "Quiet")?.cases?.map(\.value), [.string("email"), .string("sms")])
        XCTAssertEqual(schema.declaration(named: "Loud")?.target, .literal(.string("push")))
        XCTAssertEqual(schema.declaration(named: "Contact")?.fields?.map(\.name), ["email", "phone"])
    }

    func testAMappedTypeWithAKeyRemappingIsUnsupportedWithAWarning() {
        let (schema, diagnostics) = read(["/api/types.ts": """
        export type Channel = 'email' | 'sms';
        export type Getters = { [C in Channel as `get${C}`]: boolean };
        export interface Holder { getters: Getters; name: string }
        """])
        XCTAssertTrue(diagnostics.contains { $0.contains("unsupported mapped type with an 'as' clause") }, "\(diagnostics)")
        XCTAssertEqual(schema.declaration(named: "Holder")?.fields?.map(\.name), ["getters", "name"])
    }

    /// A mapped type over `keyof typeof` a namespace import (a backend's config module) is
    /// valid TypeScript the reader does not compute: a warning, never an error.
    func testAMappedTypeOverANamespaceImportsKeysIsUnsupportedNotAnError() {
        let (schema, diagnostics) = read([
            "/api/config.ts": "export const PROPERTY_CURRENCY = 'CURRENCY';\nexport const CACHE_TTL = 60;\n",
            "/api/keys.ts": """
            import type * as config from './config';
            export type PropertyKey = {
              [Key in keyof typeof config]: Key extends `PROPERTY_${string}` ? (typeof config)[Key] : never;
            }[keyof typeof config];
            export interface Setting { key: PropertyKey; value: string }
            """,
        ])
        XCTAssertFalse(diagnostics.contains { $0.contains("error:") }, "\(diagnostics)")
        XCTAssertTrue(diagnostics.contains { $0.contains("warning:") }, "\(diagnostics)")
        XCTAssertEqual(fields(schema, "Setting")["value"], .primitive(.string))
    }

    /// `keyof typeof` a TypeScript `enum` is the union of its members' names (what a payload that an SDK
    /// types this way carries), and `typeof E[keyof typeof E]` its values: valid TypeScript, never an error.
    func testKeyofTypeofAnEnumIsItsMemberNames() {
        let (schema, diagnostics) = read(["/api/cards.ts": """
        export enum Rarity { common, uncommon, rare }
        export enum Direction { Up = "UP", Down = "DOWN" }
        export interface Card {
          rarity: keyof typeof Rarity;
          finishes: (keyof typeof Rarity)[];
          direction: typeof Direction[keyof typeof Direction];
          rank: Rarity;
        }
        """])
        XCTAssertFalse(diagnostics.contains { $0.contains("error:") }, "\(diagnostics)")
        let card = fields(schema, "Card")
        XCTAssertEqual(card["rarity"], .literalUnion([.string("common"), .string("uncommon"), .string("rare")]))
        XCTAssertEqual(card["finishes"], .array(.literalUnion([.string("common"), .string("uncommon"), .string("rare")])))
        XCTAssertEqual(card["direction"], .literalUnion([.string("UP"), .string("DOWN")]))
        XCTAssertEqual(card["rank"], .reference(name: "Rarity", arguments: []))
    }

    /// `import * as Client from '../client'` used as a type: valid TypeScript when the module
    /// says `export = Client` (a class). With the module absent the reader cannot tell, so the
    /// name is an external type with a warning; with an ES module present it is a real mistake.
    func testANamespaceImportUsedAsATypeIsExternalWhenItsModuleIsAbsent() {
        let absent = read(["/api/content.ts": """
        import * as Client from '../client';
        export default class Content { id: string; protected _r: Client; }
        export interface Post { id: string; client: Client }
        """])
        XCTAssertFalse(absent.1.contains { $0.contains("error:") }, "\(absent.1)")
        XCTAssertTrue(absent.1.contains { $0.contains("warning: type 'Client' is imported from '../client', which has no types to read") }, "\(absent.1)")
        XCTAssertEqual(fields(absent.0, "Post")["client"], .external(name: "Client", module: "../client"))

        let assigned = read([
            "/api/client.ts": "declare class Client { token: string }\nexport = Client;\n",
            "/api/post.ts": "import * as Client from './client';\nexport interface Post { id: string; client: Client }\n",
        ])
        XCTAssertFalse(assigned.1.contains { $0.contains("error:") }, "\(assigned.1)")

        let esModule = read([
            "/api/client.ts": "export interface Client { token: string }\n",
            "/api/post.ts": "import * as Client from './client';\nexport interface Post { id: string; client: Client }\n",
        ])
        XCTAssertTrue(esModule.1.contains { $0.contains("error: 'Client' is a namespace, not a type") }, "\(esModule.1)")
    }
}
