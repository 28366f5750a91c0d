// A self-hosted wiki's status endpoint: who runs it, which build, and its settings.

export interface Owner {
  id: number;
  login: string;
  displayName: string;
}

export interface Build {
  version: string;
  channel: string;
}

export interface WikiStatus {
  owner?: Owner;
  build: Build;
  pageCount: number;
  allowSignups: boolean;
  theme: string;
}
