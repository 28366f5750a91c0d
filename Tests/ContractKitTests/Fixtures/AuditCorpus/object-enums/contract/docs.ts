// A document store: records point at each other with small link objects.

export interface RecordLink {
  type: 'Link';
  linkType: 'User' | 'Folder';
  id: string;
}

export interface Document {
  id: string;
  title: string;
  author: { link: RecordLink };
  watchers: { link: RecordLink }[];
  parent: { link: RecordLink } | null;
}
