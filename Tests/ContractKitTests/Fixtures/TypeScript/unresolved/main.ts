export interface Broken {
  a: Missing;
  b: Array<AlsoMissing>;
}
