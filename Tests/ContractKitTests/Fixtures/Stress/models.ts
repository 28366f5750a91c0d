/**
 * A stress contract: every construct ContractKit reads, with awkward names.
 * @version 2.3.1
 */
import type { Color, Level, Provider } from './kinds.js';
import { z } from 'zod';

/** A base with a generic parameter default. */
export interface Entity<TId = string> {
  id: TId;
  /** @deprecated Use updatedAt. */
  createdAt?: string;
  updatedAt: string | null;
}

export interface Page<T> extends Entity<number> {
  items: T[];
  next?: string | null;
  total: number; // how many in all
}

/** Field names Swift reserves, snake_case keys, and names that clash. */
export interface Awkward {
  default: string;
  self: boolean;
  Type: number;
  protocol?: string;
  init: string[];
  first_name: string;
  'kebab-key': number;
  data: Record<string, number>;
  error?: { message: string; 'retry-after'?: number };
  rows: { id: string; cells: { v: number | null }[] }[];
  categories: { name: string }[];
  status: 'on' | 'off' | 'default';
  flags: (boolean | null)[];
  nothingButAny: any;
  mystery?: unknown;
  yes: true;
  kind: 'fixed';
  answer: 42;
}

export interface Colored {
  color: Color;
  /** @default 'red' */
  fallbackColor: Color;
  level: Level;
  /** @default 5 */
  priority: Level;
  /** @default 1 */
  notALevel: Level;
  provider?: Provider;
  only: Color.Red;
}

/** An interface named like a Swift type. */
export interface Error {
  message: string;
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: Error };

/** Discriminated on a string, with one variant defined elsewhere. */
export type Event = ClickEvent | KeyEvent | { type: 'scroll'; delta: number };
export interface ClickEvent {
  type: 'click';
  x: number;
  y: number;
}
export interface KeyEvent {
  type: 'key';
  key: string;
  /** @integer */
  code: number;
}

interface Named { name: string }
interface Aged { /** @integer */ age: number }
export type Person = Named & Aged & { email?: string };
export type Pair<A, B> = { first: A; second: B };
export type PartialPerson = Partial<Person>;
export type PersonName = Pick<Person, 'name'>;
export type PersonWithoutEmail = Omit<Person, 'email'>;
export type Ages = Record<'min' | 'max', number>;
export type Scores = Record<string, number[]>;
export type Id = string;
export type MaybeId = Id | null;
export type Matrix = number[][];
export type Tags = ReadonlyArray<string>;
export type PageOfPeople = Page<Person>;
export type PersonKey = keyof Person;
export type NameOnly = Person['name'];
export type Scalar = string | number;

export class CreateUserDto {
  static table = 'users';
  name!: string;
  age?: number;
  tags: string[] = [];
  role = 'member';
  created: Date;
  constructor() { this.created = new Date(); }
  greet(): string { return `hi ${this.name}`; }
}

/** @deprecated Gone in v3. */
export interface Legacy {
  old: string;
}

export interface Weird {
  conditional: string extends number ? 'a' : 'b';
  mapped: { [K in 'a' | 'b' as `${K}Count`]: number };
  callback: (x: string) => void;
  schema: z.infer<typeof UserSchema>;
  fine: string;
}
const UserSchema = z.object({ name: z.string() });

export interface Empty {}

/** A comment and the one it replies to: contains itself by value, so a class in Swift. */
export interface Reply {
  text: string;
  inReplyTo?: Reply | null;
  thread: Reply[];
}

/** An expression tree whose inline variants hold the union itself. */
export type Expr =
  | { op: 'lit'; value: number }
  | { op: 'add'; left: Expr; right: Expr };

/** Aliases that name only each other: JSONValue, with a warning. */
export type Ping = Pong;
export type Pong = Ping;
