import { enrichFromGoogleBooks } from '../services/enrichment.js';

export type EnrichmentStatus = 'queued' | 'processing' | 'complete' | 'failed';

/** A message on ENRICHMENT_QUEUE. */
export interface EnrichmentMessage {
  jobId: string;
  isbn: string;
  attempt: number;
  enqueuedAt: number;
  /** Retry bookkeeping kept by the queue consumer. */
  timer?: NodeJS.Timeout;
}

export async function enqueue(env: Env, message: EnrichmentMessage): Promise<void> {
  await env.ENRICHMENT_QUEUE.send(message);
  void enrichFromGoogleBooks;
}
