/** How the browser sent a beacon. Older SDKs say 'xhr', newer ones 'fetch'. */
export type Transport = 'fetch' | 'xhr' | 'beacon';

export interface TelemetryEvent {
  name: string;
  transport: Transport;
  /** @integer */
  durationMs: number;
}
