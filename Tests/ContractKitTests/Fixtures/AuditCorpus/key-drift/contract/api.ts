export interface Workspace {
  workspace_id: string;
  member_count: number;
  owner_email?: string;
  /** Added in the last release; the app has not caught up. */
  seat_limit: number;
  location: { city: string; country: string };
}

export interface Pagination {
  limit?: number;
  cursor?: string;
}

export interface Page {
  items: string[];
  next_cursor: string | null;
}

export type Visibility = 'public' | 'private';

export interface Share {
  share_id: string;
  visibility: Visibility;
}

export interface InviteRequest {
  email: string;
  role: string;
  note?: string;
}

export interface Webhook {
  url: string;
  tags?: string[];
  payload: unknown;
}

export type Platform = 'ios' | 'android' | 'web';

export interface Device {
  platform: Platform;
}
