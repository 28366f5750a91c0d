// A feature-flag service: a rule lists the tracking calls it fires inline, and the
// tracking callback receives its own record with the user beside them.

export interface Rule {
  id: string;
  key: string;
  coverage: number;
  tracks?: Array<{
    experiment: string;
    result: string;
  }>;
}

export interface TrackingRecord {
  experiment: string;
  result: string;
  user?: string;
}
