// A media library: every record carries a `meta` block; the types of this file share the
// word "Media", which the app's names leave out.

export interface Meta {
  id: string;
  kind: string;
  version: number;
  createdAt: string;
}

export type MediaMeta = Meta & {
  kind: 'media';
  checksum: string;
};

export interface MediaFile {
  meta: MediaMeta;
  path: string;
  bytes: number;
}

export interface MediaFolder {
  meta: Meta;
  title: string;
  files: MediaFile[];
}
