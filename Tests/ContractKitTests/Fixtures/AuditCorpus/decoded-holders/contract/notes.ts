export interface Account {
  id: string;
  email: string;
  plan: string;
}

/** A collaborator as a shared note lists them: not the signed-in account. */
export interface Collaborator {
  id: string;
  email: string;
}

export interface WhoAmIResponse {
  ok: boolean;
  account: Account;
}

export interface ShareNoteResponse {
  ok: boolean;
  account: Collaborator;
}

export interface LookupLinksResponseMatchesInner {
  noteId: number;
  url: string;
}

export interface LookupLinksResponse {
  ok: boolean;
  matches: Array<LookupLinksResponseMatchesInner>;
  scanned: number;
}
