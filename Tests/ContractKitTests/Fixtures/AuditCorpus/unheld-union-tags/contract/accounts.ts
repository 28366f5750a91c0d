// The session endpoint answers with whichever kind of account signed in.

export interface PersonAccount {
  kind: "person";
  id: string;
  email: string;
}

export interface RobotAccount {
  kind: "robot";
  id: string;
  owner_id: string;
}

export type SessionAccount = PersonAccount | RobotAccount;

// Feed items: a union the app reads with an enum that switches on the tag.

export interface PostItem {
  kind: "post";
  id: string;
  body: string;
}

export interface PhotoItem {
  kind: "photo";
  id: string;
  url: string;
}

export type FeedItem = PostItem | PhotoItem;

export interface Feed {
  items: FeedItem[];
}
