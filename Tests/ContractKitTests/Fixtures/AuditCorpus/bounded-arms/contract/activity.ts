// A social app's activity feed: every entry carries a payload whose shape depends on the
// kind of entry, written as a generic bounded by the union of payloads.

type FollowPayload = {
  follower: string;
  followee: string;
};

type CommentPayload = {
  comment_id: number;
  body: string;
  author: string;
};

type LikePayload = {
  post_id: number;
  liked_by: string;
};

type EntryPayload = FollowPayload | CommentPayload | LikePayload;

export type FeedEntry<P extends EntryPayload> = {
  kind: string;
  posted_at: number;
  payload: P;
};
