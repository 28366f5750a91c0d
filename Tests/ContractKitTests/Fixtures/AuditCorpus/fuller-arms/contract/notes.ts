// A note-taking API whose notes carry a tag: a saved tag, or the form a client fills in to
// create one (no id yet), generated from the same server model.

export interface Tag {
  id: string;
  label: string;
  color?: string;
  createdAt: string;
}

export interface NewTag {
  id?: string;
  label: string;
  color?: string;
}

export interface Note {
  id: string;
  body: string;
  tag: Tag | NewTag | null;
}
