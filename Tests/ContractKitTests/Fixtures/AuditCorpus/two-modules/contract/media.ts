// Media exports: how a clip is transcoded.

export type Kind = 'Automatic' | 'Manual';

export interface ExportOptions {
  kind: Kind;
  format: string;
  codec: string;
  bitrateKbps: number;
}
