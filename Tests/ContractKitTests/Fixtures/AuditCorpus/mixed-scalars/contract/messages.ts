// A chat message's text grew into a list of parts, and an author's id may come as a number
// from older accounts.

export interface TextPart {
  type: "text";
  text: string;
}

export type PartList = TextPart[];

export interface ChatMessage {
  id: string;
  content?: string | TextPart[] | null;
  summary: string | PartList;
  author_id?: string | number;
  score: number | string;
  pinned: boolean | null;
  title: string | null;
}

/** What the app posts: either form of content is accepted. */
export interface MessageDraft {
  content: string | TextPart[];
  author_id?: string | number;
}

/** Reactions count as a number from new servers and as text from old ones. */
export interface Reaction {
  emoji: string;
  count: number | string;
}
