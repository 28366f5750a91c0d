// The catalog's view of an entry: who may see it.
export interface Access {
  visibility: string;
  owner?: string;
}

export interface Listing {
  id: string;
  title: string;
  access: Access;
}
