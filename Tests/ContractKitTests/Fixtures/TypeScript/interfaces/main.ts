export interface Base {
  id: string;
  createdAt?: string;
}

export interface Page<T> {
  items: T[];
  next: string | null;
}

/** Generic with a default, extending a plain and a generic interface. */
export interface Listing<T = unknown> extends Base, Page<T> {
  readonly title: string;
  required: number;
  optional?: number;
  nullable: number | null;
  optionalNullable?: number | null;
  undefinedUnion: string | undefined;
}

export interface Dictionary {
  [key: string]: number;
}

/** Declaration merging: both halves become one object. */
export interface Merged {
  a: string;
}
export interface Merged {
  b: boolean;
}

export interface Uses {
  listing: Listing;
  numbers: Listing<number>;
  dict: Dictionary;
}
