export type Status = 'active' | 'inactive' | 'banned';
export type Priority = 1 | 2 | 3;
export type MaybeName = string | null;
export type Id = string;

interface Ok<T> {
  ok: true;
  value: T;
}
interface Failed {
  ok: false;
  reason: string;
}
/** Discriminated on a boolean. */
export type Result<T> = Ok<T> | Failed;

/** Discriminated on a string, with inline variants. */
export type Shape =
  | { type: 'circle'; radius: number }
  | { type: 'square'; side: number };

interface Named { name: string }
interface Aged { age: number }
export type Person = Named & Aged & { email?: string };

export type Pair<A, B> = { first: A; second: B };

/** Objects without a shared literal field: a plain union, with a warning. */
export type Mixed = Named | Aged;
export type Scalar = string | number;
export type Flag = true | false;
