/** A build queue's API. Its enums travel as their values: numbers for the policy, strings for the state. */

export enum RetryPolicy {
  INHERIT = -1,
  NEVER = 0,
  ONCE = 1,
  UNTIL_GREEN = 2,
}

export enum JobState {
  Queued = 'queued',
  Running = 'running',
  Done = 'done',
}

export interface Job {
  id: string;
  retry_policy: RetryPolicy;
  fallback_policy?: RetryPolicy;
  state: JobState;
}
