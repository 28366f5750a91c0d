/** A job as the daemon reports it over the socket. */
export interface JobUpdate { // expect-declaration: JobUpdate
  id: string;
  status: import("../../jobs/types.js").JobStatus;
  history: import('../../jobs/types.js').Page<import("../../jobs/types.js").JobStatus>;
  protocol: typeof import('../../jobs/types.js').PROTOCOL_VERSION;
  peer: import('node:net').Socket; // expect-warning: external type 'Socket'
}
