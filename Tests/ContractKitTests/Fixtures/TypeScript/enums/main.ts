export enum Color {
  Red = 'red',
  Green = 'green', // the default
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
} as const;
export type Provider = typeof Provider[keyof typeof Provider];

const SIZES = { small: 1, large: 2 } as const;
export type SizeName = keyof typeof SIZES;
export type SizeValue = (typeof SIZES)[keyof typeof SIZES];

export interface Uses {
  color: Color;
  only: Color.Red;
  provider: Provider;
}

import { Region } from './values.js';
/** A value imported from another file, turned into a type here. */
export type LocalRegion = (typeof Region)[keyof typeof Region];
