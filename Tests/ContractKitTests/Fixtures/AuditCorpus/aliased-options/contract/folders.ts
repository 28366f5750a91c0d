// A file-sync service: creating and moving a folder take options of nearly the same shape.

export interface CreateFolderOptions {
  overwrite?: boolean;
  ignoreIfExists?: boolean;
}

export interface MoveFolderOptions {
  overwrite?: boolean;
  ignoreIfExists?: boolean;
  keepHistory: boolean;
}

export interface CreateFolder {
  path: string;
  options?: CreateFolderOptions;
}

export interface MoveFolder {
  from: string;
  to: string;
  options?: MoveFolderOptions;
}
