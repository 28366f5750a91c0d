// The speech-to-text service's answer to a recorded clip.
export interface TranscriptionResponse {
  request_id: string;
  results: Results;
}

// Not exported: the SDK only names it through TranscriptionResponse.
interface Results {
  segments: Segment[];
  summary?: string;
  detected_language?: string;
}

export interface Segment {
  text: string;
  start: number;
  end: number;
  confidence: number;
}
