export interface Good {
  a: string;
}

export interface Bad {
  a: string
  b: ;
}

export interface AlsoGood {
  c: number;
}

export type Unfinished = { x: string
