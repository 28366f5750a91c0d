/** A document in a shared workspace. */
export interface Doc {
  id: string;
  /** Where the document lives. */
  location:
    | { type: 'folder_id'; folder_id: string; folder_path: string }
    | { type: 'space_id'; space_id: string }
    | { type: 'archive'; archive: true };
  /** The document's custom fields by name; each carries its value under its own type. */
  fields: Record<
    string,
    | { type: 'text'; text: string; id: string }
    | { type: 'count'; count: number | null; id: string }
    | { type: 'rating'; rating: number; id: string }
    | { type: 'range'; range: { low: number | null; high: number }; id: string }
    | { type: 'span'; span: Span | null; id: string }
  >;
  /** The title, as styled chunks. */
  title: Chunk[];
}

/** A stretch of time; only fields use it. */
type Span = {
  start: string;
  end: string | null;
  zone: string | null;
};

export interface PlainChunk {
  type: 'plain';
  plain: { content: string };
  style: string;
}

export interface LinkChunk {
  type: 'link';
  link: { url: string; label: string };
  style: string;
}

export interface FormulaChunk {
  type: 'formula';
  formula: { source: string };
  style: string;
}

export type Chunk = PlainChunk | LinkChunk | FormulaChunk;

/** A remark left on a document. */
export interface Remark {
  remark_id: string;
  author: string;
  body: string;
  edited_at?: string;
  mood?: string;
}
