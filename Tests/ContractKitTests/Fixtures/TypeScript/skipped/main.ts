import { helper } from './helpers.js';

export interface Kept {
  a: string;
}

export function handler(request: Request): Response {
  const body = { ok: true, nested: { deep: '}' } };
  return new Response(JSON.stringify(body).replace(/[{}]/g, ''));
}

export async function load() { await helper(); }

declare const VERSION: string;
declare function log(message: string): void;

export namespace Util {
  export const x = 1;
}

export const LIMIT = 10;
let counter = 0;
const handlers = { a: () => 1 };

export default Kept;
console.log(`started ${LIMIT} at ${new Date().toISOString()}`);
