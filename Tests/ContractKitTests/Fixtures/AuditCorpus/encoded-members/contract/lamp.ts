// A smart lamp's local API: `GET /state` returns what the lamp is doing; a change is any
// part of it, posted back.

export interface LampTimer {
  on: boolean;
  minutes: number;
}

export interface LampState {
  on: boolean;
  bri: number;
  fade: number;
  scene: number;
  timer: LampTimer;
}

export async function getState(host: string): Promise<LampState> {
  const res = await fetch(`http://${host}/state`);
  return res.json();
}

export interface LampInfo {
  name: string;
  version: string;
  leds: number;
}
