/** A chat service's message, with two nested objects the app keeps loosely. */

export interface Reaction {
  emoji: string;
  user_ids: string[];
  count: number;
}

export interface MessageMeta {
  reactions: Reaction[];
  edited: boolean;
  reply_to?: string;
}

export interface MessageFlags {
  pinned: boolean;
  labels: string[];
}

/** Links the server fills when it knows them, and sends as null otherwise. */
export interface MessageLinks {
  web?: string | null;
  app?: string | null;
}

/** Store links: every one a string. */
export interface StoreLinks {
  ios: string;
  android?: string;
}

export interface Message {
  id: string;
  text: string;
  meta: MessageMeta;
  flags: MessageFlags;
  links: MessageLinks;
  stores: StoreLinks;
}
