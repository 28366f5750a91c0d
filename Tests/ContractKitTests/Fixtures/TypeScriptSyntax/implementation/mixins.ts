type Constructor<T = object> = new (...args: any[]) => T;

export function Timestamped<TBase extends Constructor>(superClass: TBase) {
  return class extends superClass {
    createdAt = new Date().toISOString();
    touch(): void { this.createdAt = new Date().toISOString(); }
  };
}

export const Versioned = <TBase extends Constructor>(superClass: TBase) =>
  class extends superClass {
    static revision = 1;
    version = 0;
  };

export interface Audited { // expect-declaration: Audited
  createdAt: string;
  version: number;
}

const StampedBase = Timestamped(class {});

export class Ticket extends StampedBase { // expect-warning: 'StampedBase' is a value built by code the contract does not read
  code = '';
}

export interface Ticketed { // expect-declaration: Ticketed
  ticket: Ticket;
}
