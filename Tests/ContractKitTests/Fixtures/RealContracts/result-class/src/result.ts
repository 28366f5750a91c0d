/**
 * A Rust-style Result, sent over the wire as `{ kind, value }` or `{ kind, error }`.
 */
export type Result<T, E> = ResultOk<T, E> | ResultErr<T, E>;

export class ResultOk<T, E> {
  readonly kind = 'ok' as const;

  constructor(public readonly value: T) {}

  is_ok(): this is ResultOk<T, E> {
    return true;
  }

  isErr(): this is ResultErr<T, never> {
    return false;
  }

  map<U>(fn: (value: T) => U): Result<U, E> {
    return new ResultOk<U, E>(fn(this.value));
  }

  unwrapOr(_fallback: T): T {
    return this.value;
  }
}

export class ResultErr<T, E> {
  readonly kind = 'err' as const;

  constructor(public readonly error: E) {}

  is_ok(): this is ResultOk<T, E> {
    return false;
  }

  isErr(): this is ResultErr<never, E> {
    return true;
  }

  static assertErr<T, E>(result: Result<T, E>): asserts result is ResultErr<T, E> {
    if (result.kind !== 'err') throw new Error('expected an error');
  }

  get message(): string {
    return String(this.error);
  }
}

export interface ApiError {
  code: string;
  message: string;
}

/** What `GET /v1/books/:id` returns. */
export type BookLookup = Result<BookSummary, ApiError>;

export interface BookSummary {
  id: string;
  title: string;
  authors: string[];
}
