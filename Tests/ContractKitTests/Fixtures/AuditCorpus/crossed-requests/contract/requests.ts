// A bookmarking service's request bodies.

export interface AccountCreate {
  username: string;
  password: string;
  plan: "free" | "pro";
}

export interface BookmarkCreate {
  url: string;
  title: string;
  folderId?: number;
}
