import type Legacy = require('./legacy');

export type Listener = (...event: [name: string, delay?: number]) => void; // expect-warning: unsupported function type
export type Callback = (reply?: [status: number, body?: string]) => void; // expect-warning: unsupported function type
export type Batch = (...items: [first: string, ...rest: number[]]) => void; // expect-warning: unsupported function type

export type Thermostat = { // expect-declaration: Thermostat
  get celsius(this: Thermostat): number;
  set celsius(this: Thermostat, value: number);
  label: string;
};

export interface Device { // expect-declaration: Device
  legacy: Legacy;
  boxed: import('./boxes').Boxed<string>;
}
