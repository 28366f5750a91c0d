// Constructs ContractKit cannot model, beside an ordinary contract file.
type Getters<T> = { [K in keyof T as `get${Capitalize<string & K>}`]: () => T[K] };
type ElementOf<T> = T extends readonly (infer E)[] ? E : never;

export enum Priority {
  Low = 1,
  Dynamic = Number(process.env.PRIORITY),
}

export interface Oddity {
  accessors: Getters<{ name: string }>;
  element: ElementOf<string[]>;
  callback: (value: string) => void;
  level: Priority;
}
