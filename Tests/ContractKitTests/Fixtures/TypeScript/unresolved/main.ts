export interface Broken {
  a: Missing;
  b: Array<AlsoMissing>;
  work: WorkDTo;
}

export interface WorkDTO {
  title: string;
}
