export interface Weird {
  conditional: string extends number ? 'a' : 'b';
  mapped: { [K in 'a' | 'b' as `${K}Count`]: number };
  template: `prefix-${string}`;
  tuple: [string, number];
  callback: (value: string) => void;
  method(): void;
  fine: string;
}
