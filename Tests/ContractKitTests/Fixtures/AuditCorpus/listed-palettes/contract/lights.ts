// A smart-home bridge's light resources. The update body nests one object per feature; a
// scene's palette lists several of each, under the same keys.

export interface Light {
  id: string;
  name: string;
  on: { on: boolean };
  dimming?: { brightness: number };
  mode: string;
}

/** PUT /resource/light/{id}: what a client sends to change a light. */
export interface LightUpdate {
  on?: { on: boolean };
  dimming?: { brightness: number };
  color?: { xy: { x: number; y: number } };
  color_temperature?: { mirek: number };
}
