// A camera roll: a shot says how it was captured, and carries the settings of that mode.

export interface Shot {
  id: string;
  mode: "panorama" | "burst" | "single";
  panorama: { frames: number; sweepDegrees: number };
  burst: { count: number; intervalMs: number };
}
