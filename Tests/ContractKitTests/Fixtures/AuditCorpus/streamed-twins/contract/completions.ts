// A completion API answers whole or streamed: the reply and its chunks share their top-level
// keys, and only the choices inside tell them apart.

export interface CompletionReply {
  id: string;
  model: string;
  created: number;
  choices: ReplyChoice[];
}

export interface ReplyChoice {
  index: number;
  message: ReplyMessage;
  finish_reason: string;
}

export interface ReplyMessage {
  role: string;
  content: string;
}

export interface CompletionChunk {
  id: string;
  model: string;
  created: number;
  choices: ChunkChoice[];
}

export interface ChunkChoice {
  index: number;
  delta: ChunkDelta;
  finish_reason: string | null;
}

export interface ChunkDelta {
  role?: string;
  content?: string;
}
