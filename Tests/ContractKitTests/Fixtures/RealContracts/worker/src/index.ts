import { handleScan } from './handlers/scan';
import type { ScanJobResponse } from './types/api';

export { ScanSession } from './durable/scan-session';

export default {
  async fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname === '/v1/scan') {
      return handleScan(request, env, ctx);
    }
    return new Response('Not found', { status: 404 });
  },

  async queue(batch: MessageBatch<EnrichmentMessage>, env: Env): Promise<void> {
    for (const message of batch.messages) {
      message.ack();
    }
  },
} satisfies ExportedHandler<Env>;
