/** A notes service. Its own keys are camelCase; the login endpoint is a standard OAuth token response. */

export interface SessionToken {
  access_token: string;
  expires_in: number;
}

export interface ServerInfo {
  version: string;
  signupOpen: boolean;
}

export interface Notebook {
  id: string;
  title: string;
  ownerId: string;
  noteCount: number;
}

export interface NewNotebook {
  title: string;
  colorHex: string;
}

export interface RenameNotebook {
  notebookId: string;
  title: string;
}
