export interface TextBlock {
  type: 'text';
  text: string;
}

export interface ImageBlock {
  type: 'image';
  data: string;
  mimeType: string;
}

export type Content = TextBlock | ImageBlock;

export interface PromptMessage {
  role: 'user' | 'assistant';
  content: Content;
}
