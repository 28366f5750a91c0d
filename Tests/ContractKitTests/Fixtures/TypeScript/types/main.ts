interface Item {
  id: string;
  name: string;
  price: number;
  tags?: string[];
}

export interface AllTypes {
  s: string;
  n: number;
  b: boolean;
  nothing: null;
  yes: true;
  kind: 'fixed';
  answer: 42;
  anything: any;
  mystery: unknown;
  list: string[];
  generic: Array<number>;
  frozen: ReadonlyArray<string>;
  nested: string[][];
  record: Record<string, Item>;
  keyed: Record<'a' | 'b', number>;
  inline: { x: number; y?: { z: boolean } };
  rows: { id: string; cells: { v: number }[] }[];
  nullableItems: (string | null)[];
  status: 'on' | 'off';
  partial: Partial<Item>;
  required: Required<Item>;
  picked: Pick<Item, 'id' | 'name'>;
  omitted: Omit<Item, 'price'>;
  indexed: Item['name'];
  keys: keyof Item;
  created: Date;
}

export interface Constrained<T extends Item = Item, U = string> {
  value: T;
  label: U;
}
