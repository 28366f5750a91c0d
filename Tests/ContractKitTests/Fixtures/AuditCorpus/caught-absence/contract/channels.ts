// A chat server's channel listing. Older servers leave out the member list and the mute
// flag; newer ones add a sync state with values older apps have never seen.

export type ChannelSync = 'idle' | 'running' | 'paused' | 'failed';

export interface ChannelSummary {
  name: string;
  topic: string;
  members?: string[];
  muted?: boolean;
  sync?: ChannelSync;
  pinned_note: string | null;
}
