// A file service returns one entry model for every kind of file; what `content` holds
// depends on the kind (a folder's names, a notebook's cells), so the contract leaves it open.
export namespace Folder {
  export interface IEntry {
    name: string;
    path: string;
    kind: string;
    writable: boolean;
    content: any;
  }
}
