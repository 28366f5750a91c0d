// A home-automation hub's RPC: every answer arrives in the same wrapper, and each answer type
// extends it with the payload's own fields.

export interface HubReply {
  status: 'ok' | string;
  payload: any;
}

export interface BatteryReply extends HubReply {
  level: number;
  charging: boolean;
}
