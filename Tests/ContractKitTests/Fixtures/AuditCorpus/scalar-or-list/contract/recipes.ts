// A recipe service: long text may arrive whole or split into lines.
export type TextOrLines = string | string[];

export interface Recipe {
  title: string;
  steps: TextOrLines;
  notes: TextOrLines;
  tags: string[];
}
