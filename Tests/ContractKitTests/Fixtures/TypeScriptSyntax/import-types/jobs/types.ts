export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export const PROTOCOL_VERSION = '3.1';
