// A rich-text editor's node rules, keyed by enum members: TypeScript accepts a computed key
// whose value is a literal type, and a type spread over lines after it.
export enum NodeKind {
  Image = 'image-block',
  Mention = 'mention-inline',
}

export interface Rule { // expect-declaration: Rule
  maxSize?: number;
  allowedKinds?: string[];
  note?: string | null;
  children?: {
    [NodeKind.Image]?: Pick< // expect-warning: unsupported computed property name
      Rule,
      'maxSize' | 'note'
    >[];
    [NodeKind.Mention]?: Array< // expect-warning: unsupported computed property name
      Pick<Rule, 'allowedKinds'>
    >;
  };
  label: string;
}

export interface Toolbar { // expect-declaration: Toolbar
  [NodeKind.Image](enabled: boolean): void; // expect-warning: unsupported computed property name
  rules: Rule[];
}
