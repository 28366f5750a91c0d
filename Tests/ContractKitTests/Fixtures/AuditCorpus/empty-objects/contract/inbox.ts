// An inbox API whose list answers carry placeholders the server always sends empty.

type Nothing = Record<string, never>;

export interface Message {
  id: string;
  subject: string;
  read: boolean;
}

export interface MessageList {
  messages: Message[];
  cursor: string | null;
  // Reserved for filters; today always `{}`.
  filters: Nothing;
  // Reserved for paging hints; today always `{}`.
  hints: {};
}
