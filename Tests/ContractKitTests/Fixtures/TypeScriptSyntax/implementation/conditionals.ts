export type LeadingText<T> = T extends [infer Head extends string, ...unknown[]] ? Head : never; // expect-warning: unsupported conditional type
export type FirstCount<F> = F extends (count: infer N extends number, ...rest: any[]) => void ? N : never; // expect-warning: unsupported conditional type
export type Outcome<F> = F extends (...args: any[]) => infer R ? R : unknown; // expect-warning: unsupported conditional type
export type Narrowed<U, T> = T extends infer U extends string ? U : T; // expect-warning: unsupported conditional type
export type Nested<T> = T extends (infer U extends number ? U : never) ? T : never; // expect-warning: unsupported conditional type

export interface Metric { // expect-declaration: Metric
  name: string;
  value: number;
}
