// A model server's API, as its TypeScript client declares it.

export interface Options {
  temperature?: number;
  topK?: number;
  seed?: number;
  stop?: string[];
}

export interface GenerateRequest {
  model: string;
  prompt: string;
  system?: string;
  /** Asks the model to show its reasoning. */
  think?: boolean;
  options?: Options;
  format?: 'json';
  raw?: boolean;
  suffix?: string;
  template?: string;
  images?: string[];
  context?: number[];
  keepAlive: string;
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatRequest {
  model: string;
  messages: ChatMessage[];
  stream?: boolean;
  options?: Options;
}

export interface GenerateResponse {
  model: string;
  createdAt: string;
  response: string;
  done: boolean;
  totalDuration?: number;
  evalCount?: number;
}
