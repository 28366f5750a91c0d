/** The overlay's own box: normalised 0…1 coordinates, as the web client draws them. */
export interface BoundingBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface OverlayHint {
  box: BoundingBox;
  label: string;
}
