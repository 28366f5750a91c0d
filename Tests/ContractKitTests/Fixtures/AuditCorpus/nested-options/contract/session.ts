/** What a client tells the server it can do, sent in the first message and echoed back. */
export interface ClientCapabilities {
  /** Present when the client can list its roots. */
  roots?: {
    /** The client notifies when the list changes. */
    listChanged?: boolean;
  };
  /** Present when the client can sample; its options are open for extension. */
  sampling?: Record<string, unknown>;
  /** Experimental, non-standard capabilities. */
  experimental?: { [key: string]: unknown };
  /** Present when the client exposes tools of its own. */
  tools?: { listChanged?: boolean };
  /** Present when the client accepts log messages; no options. */
  logging?: object;
  elicitation?: {
    enabled?: boolean;
    modes?: string[];
  };
}

export interface SessionSettings {
  context?: {
    maxTokens?: number;
    include?: 'none' | 'thisServer' | 'allServers';
  };
  metadata?: Record<string, unknown>;
  display: {
    theme: 'light' | 'dark';
    fontScale: number;
  };
}

/** Free-form labels; `primary` is the only one the server knows. */
export interface SessionLabels {
  primary?: string;
  [key: string]: unknown;
}

export interface Session {
  /** Always 'session': tells this object from others in a mixed list. */
  object: 'session';
  id: string;
  capabilities: ClientCapabilities;
  settings: SessionSettings;
  labels: SessionLabels;
}
