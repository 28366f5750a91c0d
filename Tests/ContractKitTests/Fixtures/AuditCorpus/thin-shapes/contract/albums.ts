// A photo-sharing service. Confirming a sign-in code sends only the code; opening a shared
// album answers with the share, its code and the album it opens.

export interface ConfirmCode {
  code: string;
}

export interface SharedAlbum {
  shareId: string;
  code: string;
  albumId: string;
  title: string;
  expiresAt: string | null;
}
