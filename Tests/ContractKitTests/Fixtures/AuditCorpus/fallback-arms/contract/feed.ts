/** Where a quoted passage in a note comes from. */
export interface PageAnchor {
  kind: 'page';
  page: number;
  quote: string;
}

export interface TimeAnchor {
  kind: 'time';
  seconds: number;
  quote: string;
}

export interface LinkAnchor {
  kind: 'link';
  url: string;
  quote: string;
}

export type Anchor = PageAnchor | TimeAnchor | LinkAnchor;

/** A note the assistant wrote, with the passages it quotes. */
export interface NoteItem {
  kind: 'note';
  body: string;
  anchors: Anchor[] | null;
}

/** A note the server keeps back; the client returns the token unread. */
export interface SealedItem {
  kind: 'sealed';
  token: string;
}

export interface PollItem {
  kind: 'poll';
  question: string;
}

export interface SearchHit {
  url: string;
  title: string;
}

export interface SearchFailure {
  kind: 'search_failure';
  reason: string;
}

export interface SearchOutcome {
  kind: 'search_outcome';
  call_id: string;
  /** Either the hits, or why the search failed. */
  results: SearchFailure | SearchHit[];
}

export interface FetchOutcome {
  kind: 'fetch_outcome';
  call_id: string;
  results: string;
  origin: string;
}

export interface ShellOutcome {
  kind: 'shell_outcome';
  call_id: string;
  results: string;
}

export type FeedItem = NoteItem | SealedItem | PollItem | SearchOutcome | FetchOutcome | ShellOutcome;

export interface Feed {
  items: FeedItem[];
}

export interface StarBadge {
  kind: 'star';
  count: number;
}

export interface StreakBadge {
  kind: 'streak';
  days: number;
}

/** What a profile shows beside the name. */
export type Badge = StarBadge | StreakBadge;

export interface Profile {
  name: string;
  badges: Badge[];
}
