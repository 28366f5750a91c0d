// A code-layout service: the app sends a document with the layout it wants and gets edits back.

export interface LayoutOptions {
  indentWidth: number;
  useTabs: boolean;
  stripTrailingSpaces?: boolean;
  finalNewline?: boolean;
}

export interface LayoutJob {
  documentId: string;
  options: LayoutOptions;
}

export interface LayoutEdit {
  line: number;
  text: string;
  reason: string;
}
