// Background jobs: what a job reports depends on its kind, but the contract
// declares one details object with every kind's fields, each optional.

export type JobKind = "import" | "purge" | "reindex";

export interface ImportSource {
  url: string;
  format: string;
  checksum: string;
  sizeBytes: number;
}

export type JobDetails = ImportSource & Partial<{
  receivedRows: number;
  importedRows: number;
  purgedRows: number;
  filter: string | null;
  reason: string;
  shards: number[];
  options: ImportOptions;
  moves: ShardMove[];
}>;

export interface ShardMove {
  from: string;
  to: string;
  force: boolean;
  reason: string;
}

export interface ImportOptions {
  delimiter?: string;
  header?: boolean;
}

/** A saved import configuration, read back whole. */
export interface ImportConfig {
  id: number;
  options: ImportOptions;
}

export interface Job {
  id: number;
  kind: JobKind;
  details?: JobDetails;
}
