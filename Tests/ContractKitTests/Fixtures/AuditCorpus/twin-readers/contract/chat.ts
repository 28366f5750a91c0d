// A group chat: one content shape for every way a line is spoken, told apart by its kind.

export interface ChatLineContent {
  kind: "say" | "shout" | "whisper";
  text: string;
  style?: "markup";
  styled_text?: string;
  mentions?: { user_ids?: string[] };
}
