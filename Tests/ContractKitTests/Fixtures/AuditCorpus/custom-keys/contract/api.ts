/** A workspace project, as the server sends it. */
export interface Project {
  project_id: string;
  title: string;
  member_count: number;
  archived?: boolean;
  status: ProjectStatus;
  /** Free-form settings the client passes through. */
  settings: Record<string, unknown>;
  owner: Owner;
  created_at: number;
  tags?: string[];
}

export type ProjectStatus = 'active' | 'paused' | 'closed';

export interface Owner {
  id: string;
  display_name: string;
}

/** A timeline entry: common fields plus its own. */
export interface Milestone {
  id: string;
  created_by: string;
  label: string;
  due?: string | null;
}

export interface CreateProjectRequest {
  title: string;
  member_ids?: string[];
}

export enum Priority { Low = 0, Normal = 1, High = 2 }

export type Region = 'eu' | 'us' | 'apac';

export interface Invoice {
  invoice_number: string;
  total_cents: number;
  priority: Priority;
  region: Region;
  checksum: number[];
}

export interface LineItem {
  sku: string;
  quantity: number;
}

export interface Plan {
  name: string;
  seats: number;
}

/** An offering; metadata may be null or left out. */
export interface Offering {
  identifier: string;
  metadata: { [key: string]: unknown } | null;
  placements?: { [key: string]: string | null };
}

export interface ApiErrorInfo {
  code: string;
  message: string;
}

export interface ApiErrorResponse {
  error: ApiErrorInfo;
}

export interface JobSource {
  chunkId: string;
  relevance: number;
}

export interface JobResult {
  resultId: string;
  sources: JobSource[];
}

export interface Entitlement {
  product_identifier: string;
  grace_period_expires_date?: string | null;
}

/** A Nostr-style event whose kind is a number. */
export interface Event {
  kind: number;
}

/** Ids travel as strings. */
export type Snowflake = string;

export interface Channel {
  id: Snowflake;
  owner_id: Snowflake;
  topics?: string[];
}
