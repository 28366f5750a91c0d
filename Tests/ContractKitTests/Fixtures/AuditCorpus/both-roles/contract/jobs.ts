// A job queue whose SDK plays both roles: as a client it sends calls, and as a worker it
// reads the same calls back, so a field its types drop is lost on receipt.

export interface OpenJobParams {
  queue: string;
  priority?: number;
  labels?: string[];
}

export interface OpenJobRequest {
  method: "jobs/open";
  params: OpenJobParams;
  id: string;
}

export interface CloseJobParams {
  jobId: string;
  reason?: string;
}

export interface CloseJobRequest {
  method: "jobs/close";
  params: CloseJobParams;
  id: string;
}

/** Sent by the client only; nothing in the app reads one back. */
export interface RenameJobRequest {
  jobId: string;
  title: string;
  note?: string;
}
