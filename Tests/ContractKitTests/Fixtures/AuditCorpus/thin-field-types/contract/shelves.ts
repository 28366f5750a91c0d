// A reading app's server: the shelf list answers with a container whose entries the contract
// types as a two-key folder, while the app reads them as whole shelves.

export interface ShelfRoot {
  size: number;
  title: string;
  identifier: string;
  viewMode: number;
  Directory: Folder[];
}

export interface Folder {
  key: string;
  title: string;
}

export interface ShelfData {
  key: string;
  title: string;
  ratingKey: string;
  guid: string;
  summary: string;
  thumb: string;
  addedAt: number;
  childCount: number;
  minYear: string;
  maxYear: string;
  rating?: number;
}
