export interface TextContent {
  type: 'text';
  text: string;
}

export interface ImageContent {
  type: 'image';
  data: string;
  mimeType: string;
}

export type Content = TextContent | ImageContent;

export interface PromptMessage {
  role: 'user' | 'assistant';
  content: Content;
}
