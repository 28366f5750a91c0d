import Point = require('./legacy/point');

namespace Geometry {
  export namespace Units {
    export type Length = 'px' | 'pt' | 'em';
  }
}

import Length = Geometry.Units.Length;

interface Circle {
  center: Point;
  radius: number;
  unit: Length;
}

export { type Circle as Round, type Point as Dot };

export interface Drawing { // expect-declaration: Drawing
  shapes: Circle[];
  anchor: Point;
}
