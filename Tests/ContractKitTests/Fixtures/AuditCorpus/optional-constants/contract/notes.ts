// A notes service: every note says it is a note; a note written in markup says so with
// `syntax`, which is absent for plain text.

export interface Note {
  object: "note";
  text: string;
  syntax?: "markup";
  rendered?: string;
}
