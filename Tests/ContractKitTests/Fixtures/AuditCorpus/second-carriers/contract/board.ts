// A message board: attachments come on their own from `GET /attachments` and inside each post;
// a post and an inbox entry both say which automation produced them.

export interface Attachment {
  id: string;
  url: string;
  thumbnail_url: string;
  kind: string;
  size: number;
}

export interface Post {
  id: string;
  body: string;
  attachments: Attachment[];
  origin: Origin;
}

export interface Origin {
  key: string;
  revision: string;
  labels: string[];
}

export interface InboxEntry {
  id: string;
  seen: boolean;
  origin: Origin;
}
