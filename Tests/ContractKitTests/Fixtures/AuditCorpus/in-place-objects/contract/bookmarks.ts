/** A reference to another document, as the database writes it. */
export interface FolderRef {
  $id: number;
  $db: string;
}

export interface Bookmark {
  id: number;
  title: string;
  folder: FolderRef;
  tags: string[];
  note: string;
}

export interface BookmarkPage {
  bookmarks: Bookmark[];
}
