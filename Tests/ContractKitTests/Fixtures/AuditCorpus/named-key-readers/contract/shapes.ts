// Map shapes sent by a drawing service; each names its kind.
export interface Circle {
  kind: 'circle';
  radius: number;
}

export interface Square {
  kind: 'square';
  side: number;
}

export type Shape = Circle | Square;

export interface Layer {
  kind: 'layer';
  title: string;
  shapes: Shape[];
  opacity: number;
}
