/** A chat message is a list of blocks; a block sets exactly one of its keys. */

export interface ImageRef {
  url: string;
  altText?: string;
}

export interface GeoPin {
  lat: number;
  lng: number;
}

export interface Sticker {
  packId: string;
  name: string;
}

export interface TextBlock {
  text: string;
  image?: never;
  geoPin?: never;
  sticker?: never;
}

export interface ImageBlock {
  text?: never;
  image: ImageRef;
  geoPin?: never;
  sticker?: never;
}

export interface LocationBlock {
  text?: never;
  image?: never;
  geoPin: GeoPin;
  sticker?: never;
}

export interface StickerBlock {
  text?: never;
  image?: never;
  geoPin?: never;
  sticker: Sticker;
}

export type Block = TextBlock | ImageBlock | LocationBlock | StickerBlock;

export interface ChatMessage {
  id: string;
  blocks: Block[];
}
