// A build service. Builds were once answered with `created` and `state`; the current API
// sends `createdAt` and `readyState`, and a build log line sends neither spelling of its time.

export interface Build {
  uid: string;
  createdAt: number;
  readyState: 'QUEUED' | 'BUILDING' | 'READY' | 'ERROR';
}

export interface LogLine {
  id: string;
  text: string;
}
