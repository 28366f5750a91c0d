export interface Viewport { // expect-declaration: Viewport
  origin: readonly [number, number]; // expect-note: tuple read as an array
  size: [width: number, height: number]; // expect-note: tuple read as an array
  label: [text: string, fontSize?: number]; // expect-note: tuple read as an array
  layers: [string, ...string[]]; // expect-note: tuple read as an array
  tags: readonly string[];
  empty: []; // expect-note: tuple read as an array
}
