// A file store: every stored file has the same base, and each kind adds its own details
// object. The API returns a list that mixes the kinds.

export interface FileFields {
  id: string;
  kind: 'photo' | 'clip';
  url: string;
  checksum: string;
}

export interface PhotoFile extends FileFields {
  kind: 'photo';
  details: {
    width: number;
    height: number;
    camera?: string;
  };
}

export interface ClipFile extends FileFields {
  kind: 'clip';
  details: {
    width: number;
    height: number;
    seconds: number;
  };
}

export type StoredFile = PhotoFile | ClipFile;

export interface Album {
  id: string;
  title: string;
  files: StoredFile[];
}
