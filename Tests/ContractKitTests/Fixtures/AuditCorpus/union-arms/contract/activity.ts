export interface MentionEvent {
  kind: 'mention';
  postId: string;
  actor: string;
}

export interface FollowEvent {
  kind: 'follow';
  actor: string;
  followedAt: string;
}

export interface ReplyEvent {
  kind: 'reply';
  postId: string;
  actor: string;
  excerpt: string;
}

export type ActivityEvent = MentionEvent | FollowEvent | ReplyEvent;

export interface ActivityPage {
  events: ActivityEvent[];
  nextCursor: string | null;
}
