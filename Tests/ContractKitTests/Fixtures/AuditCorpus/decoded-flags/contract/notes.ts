// A notes service: `hidden` is a flag on the wire.

export interface Note {
  id: string;
  body: string;
  hidden: boolean;
  pinned: boolean;
}
