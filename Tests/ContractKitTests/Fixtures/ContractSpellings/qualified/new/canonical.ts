interface BoundingBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface DetectedBook {
  title: string;
  boundingBox: BoundingBox;
}
