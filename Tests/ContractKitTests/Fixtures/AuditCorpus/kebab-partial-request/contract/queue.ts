// A download daemon's RPC client. Option objects travel as method arguments and the daemon
// reads their keys in camelCase, except the one key it has always spelled with hyphens.

export interface QueueItemSettings {
  ids: number[];
  speedCap: number;
  speedCapEnabled: boolean;
  retryLimit: number;
  'max-peers': number;
  priorityTags: string[];
  label: string;
}

export class QueueClient {
  // Any subset of the settings may be sent: the daemon keeps the others as they are.
  async changeItems(settings: Partial<QueueItemSettings> = {}): Promise<void> {
    await this.call('queue-change', settings);
  }

  private async call(method: string, args: object): Promise<void> {
    await fetch('/rpc', { method: 'POST', body: JSON.stringify({ method, arguments: args }) });
  }
}
