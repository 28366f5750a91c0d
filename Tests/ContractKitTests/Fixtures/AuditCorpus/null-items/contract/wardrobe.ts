// A wardrobe's outfits: an empty colour channel or slot is sent as null in its place, so the
// lists keep their positions.

export interface Piece {
  id: number;
  name: string;
}

export interface Outfit {
  id: number;
  channels: Array<number | null>;
  accents?: (number | null)[];
  slots: Array<Piece | null>;
  spares: (Piece | null)[];
  tags: string[];
}
