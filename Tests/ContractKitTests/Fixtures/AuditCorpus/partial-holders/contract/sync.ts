// A chat server's sync answer: whole channels and members the first time, then only what
// changed since the last cursor, each as a Partial of the full type.

export interface Channel {
  id: string;
  title: string;
  topic?: string;
  archived: boolean;
}

export interface Member {
  userId: string;
  nickname: string;
  joinedAt?: string;
  role: string;
}

export interface SyncDelta {
  cursor: number;
  channels?: Record<string, Partial<Channel>>;
  members?: Partial<Member>[];
}
