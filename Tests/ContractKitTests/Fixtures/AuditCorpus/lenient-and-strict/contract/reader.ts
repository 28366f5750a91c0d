// The reader's display settings: the app sends a partial update and reads the whole back.

export interface Margins {
  top?: number;
  bottom?: number;
}

export interface ReaderSettings {
  fontName?: string;
  fontSize?: number;
  lineSpacing?: number;
  darkMode?: boolean;
  margins?: Margins;
  hyphenation?: boolean;
}
