export enum Color {
  Red = 'red',
  Green = 'green',
  /** @deprecated Use Green. */
  Lime = 'lime',
}

export enum Level {
  Low,
  Mid = 5,
  High,
}

export const Provider = {
  GoogleBooks: 'google-books',
  OpenLibrary: 'openlibrary',
  Default: 'default',
} as const;
export type Provider = (typeof Provider)[keyof typeof Provider];

/** A frozen enum (see contractkit.json). */
export type Frozen = 'a' | 'b-c' | 'Unknown';

export type Ratio = 0.5 | 1.5;
