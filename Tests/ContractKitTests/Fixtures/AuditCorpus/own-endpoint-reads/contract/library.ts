// A comics server: a series lists its volumes, but the volumes also have an endpoint of their own.

export interface Series {
  id: number;
  name: string;
  volumes: Volume[];
}

export interface Volume {
  id: number;
  number: number;
  issues: Issue[];
}

export interface Issue {
  id: number;
  title: string;
  scans: ScanFile[];
}

export interface ScanFile {
  format: number;
  path: string;
  bytes: number;
}
