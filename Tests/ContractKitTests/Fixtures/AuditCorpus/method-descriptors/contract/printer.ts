// A print server spoken to over JSON-RPC: every message names its method in the envelope
// and carries its arguments in `params`.

/** The part every frame shares; never sent on its own. */
export interface Frame {
  method: string;
  id: string;
}

/** What actually travels: a frame with the protocol's version tag. */
export interface VersionedFrame extends Frame {
  rpc: "2.0";
}

export interface PrintDocumentParams {
  document: string;
  copies: number;
  duplex?: boolean;
  tray?: string;
}

export interface PrintDocumentRequest {
  method: "jobs/print";
  params: PrintDocumentParams;
}

export interface JobFinishedParams {
  jobId: string;
  pages: number;
}

export interface JobFinishedNotification {
  method: "jobs/finished";
  params: JobFinishedParams;
}

export interface TrayEmptyParams {
  tray: string;
}

export interface TrayEmpty {
  method: "trays/empty";
  params: TrayEmptyParams;
}
