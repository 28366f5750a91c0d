// A text model server. A completion request may carry its sampling settings in `settings`;
// the server also reads `top_k` at the top level, which is where the app writes it.
export interface SamplingSettings {
  temperature?: number;
  top_k?: number;
  max_tokens?: number;
}

export interface CompletionRequest {
  prompt: string;
  model: string;
  system?: string;
  stream?: boolean;
  keep_alive?: string;
  top_k?: number;
  settings?: Partial<SamplingSettings>;
}

export interface CompletionResponse {
  text: string;
  done_reason: string;
}
