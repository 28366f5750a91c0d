// A note-keeping service's client module. The payloads its functions send are declared in
// the module without `export`: callers only ever pass object literals.

export interface Note {
  id: number;
  url: string;
  title: string;
  body: string;
  pinned: boolean;
}

type NotePayload = {
  url: string;
  title: string;
  body?: string;
  pinned?: boolean;
  tags?: string[];
};

type NoteEdit = Omit<NotePayload, 'url'> & {
  url?: string;
};

async function send(path: string, method: string, body?: unknown): Promise<unknown> {
  const response = await fetch(path, { method, body: JSON.stringify(body) });
  return response.json();
}

export async function addNote(payload: NotePayload): Promise<Note> {
  return (await send('/notes/', 'POST', payload)) as Note;
}

export async function editNote(id: number, payload: NoteEdit): Promise<Note> {
  return (await send(`/notes/${id}`, 'PATCH', payload)) as Note;
}
