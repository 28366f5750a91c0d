interface Author {
  id: number;
  handle: string;
  displayName: string;
  avatarUrl: string;
}

// Sent by the account screen; the app has no type for it.
interface AuthorRename {
  id: number;
  displayName: string;
}
