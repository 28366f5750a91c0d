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

/** An attachment sets one key too; the app keeps it as a struct with a property per key. */

export interface Link {
  url: string;
  title?: string;
}

export interface FileRef {
  id: string;
  size: number;
}

export interface Poll {
  question: string;
  options: string[];
}

export interface LinkAttachment {
  link?: Link;
}

export interface FileAttachment {
  fileRef?: FileRef;
}

export interface PollAttachment {
  poll?: Poll;
}

export type Attachment = LinkAttachment | FileAttachment | PollAttachment;

export interface Post {
  id: string;
  attachments: Attachment[];
}
