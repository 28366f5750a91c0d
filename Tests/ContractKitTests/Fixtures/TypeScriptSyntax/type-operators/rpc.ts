export const JSONRPC_VERSION = '2.0';
export const METHODS = ['ping', 'status', 'shutdown'] as const;

export interface Settings {
  host: string;
  port: number;
  secure?: boolean;
}

export type Method = (typeof METHODS)[number]; // expect-declaration: Method
export type SettingKey = keyof Settings; // expect-declaration: SettingKey
export type Port = Settings['port']; // expect-declaration: Port
export type Lookup<in out K> = { key: K };
export type Unwrap<T> = T extends Promise<infer V extends object> ? V : never; // expect-warning: unsupported conditional type
export type Topic = `jobs.${string}`; // expect-note: template literal type read as 'string'

export interface Request { // expect-declaration: Request
  jsonrpc: typeof JSONRPC_VERSION;
  method: Method;
  id: number;
  settings: Partial<Pick<Settings, 'host' | 'port'>>;
  topic: Topic;
}

export const defaults = { host: 'localhost', port: 8080 } satisfies Settings;
