// A notes service's web client declares its wire types in script files: no file here has an
// `import` or `export`, so TypeScript makes every declaration global, seen by the whole program.
type NoteId = number;

type Audience = "EVERYONE" | "FRIENDS" | "ONLY_ME";

interface Note {
  id: NoteId;
  body: string;
  audience: Audience;
  pinned: boolean;
  authorName: string;
}
