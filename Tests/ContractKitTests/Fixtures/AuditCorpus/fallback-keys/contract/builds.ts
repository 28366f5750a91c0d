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

/** The repository a project deploys from: a GitHub repository, in the shape the API sends. */
export interface RepoLink {
  type: string;
  repo: string;
  org?: string;
  createdAt: number;
}

export interface Project {
  id: string;
  link?: RepoLink;
}
