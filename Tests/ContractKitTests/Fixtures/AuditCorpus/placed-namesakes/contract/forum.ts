/** A notice the forum's staff publish, from the notices endpoint. */
export interface Notice {
  id: string;
  publishedAt: string;
  headline: string;
  body: string;
  imageUrl: string | null;
  pinned: boolean;
}

/** What a forum server says about itself. */
export interface ServerInfo {
  name: string;
  version: string;
  maxUploadMB: number;
}

/** A badge a member earned. */
export interface Badge {
  id: string;
  label: string;
  color: string;
  awardedAt: string;
}
