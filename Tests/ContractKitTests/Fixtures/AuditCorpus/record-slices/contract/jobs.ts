// A build server's job API. One query returns job records; the caller picks which fields
// it wants, so the same record comes back with a few fields or with all of them.

export interface Job {
  id: number;
  name: string;
  status: string;
  startedAt: number;
  logLines: string[];
  artifacts: Artifact[];
}

export interface Artifact {
  path: string;
  bytes: number;
}

export interface JobQueryResult {
  jobs: Job[];
}

// A build is listed whole; its download link also comes from another endpoint.
export interface Build {
  id: number;
  commit: string;
  logUrl: string;
  sizeBytes: number;
}

export interface BuildList {
  builds: Build[];
}
