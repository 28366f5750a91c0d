/** A box in the photo, in pixels from the top left. */
export interface BoundingBox {
  x: number;
  y: number;
  width: number;
  height: number;
}
