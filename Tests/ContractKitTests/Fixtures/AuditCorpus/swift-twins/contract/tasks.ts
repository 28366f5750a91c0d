// A to-do service: a reminder comes from the inbox and from the archive in one shape; saving
// a note answers with the note, its revision and who saved it.

export interface Reminder {
  id: string;
  text: string;
  due_at: string;
  tags: string[];
}

export interface Note {
  id: string;
  body: string;
}

export interface SaveOutcome {
  note: Note;
  revision: number;
  saved_by: string;
}
