/** Who a piece of content is meant for. */
export type Audience = 'user' | 'assistant';

export interface Annotations {
  audience?: Audience[];
  priority?: number;
}

/** Plain text returned by a tool. */
export interface TextBlock {
  type: 'text';
  text: string;
  annotations?: Annotations;
}

/** A base64 image. */
export interface ImageBlock {
  type: 'image';
  data: string;
  mimeType: string;
  width?: number;
  height?: number;
}

export interface Icon {
  src: string;
  sizes?: string;
}

/** A link to a resource the client can fetch later. */
export interface LinkBlock {
  type: 'resource_link';
  uri: string;
  name: string;
  title?: string;
  icons?: Icon[];
  size?: number;
}

export interface AudioBlock {
  type: 'audio';
  data: string;
  mimeType: string;
  durationSeconds?: number;
}

export type ContentBlock = TextBlock | ImageBlock | LinkBlock | AudioBlock;

export interface ToolResult {
  content: ContentBlock[];
  isError?: boolean;
}
