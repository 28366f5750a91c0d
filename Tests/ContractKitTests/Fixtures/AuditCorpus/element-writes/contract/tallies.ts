// A usage-metrics endpoint. The client sends, per feature, a summary of what it counted
// since the last upload: one counter per value it saw.

export interface TallySummary {
  fallback: string;
  counters: { value: string; count: number; variant?: number }[];
  kinds: string[];
}
