// A text model server. A completion request carries its sampling settings in `settings`;
// the server also accepts them at the top level, which is what the app sends.
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
  settings?: Partial<SamplingSettings>;
}

export interface CompletionResponse {
  text: string;
  done_reason: string;
}
