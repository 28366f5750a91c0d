interface BoundingBox {
  top: number;
  left: number;
}

export interface ScanProgress {
  stage: string;
  region?: BoundingBox;
}
