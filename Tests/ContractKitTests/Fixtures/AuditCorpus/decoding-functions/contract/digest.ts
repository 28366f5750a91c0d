export interface Clipping {
  id: number;
  text: string;
}

/** What saving clippings answers: the saved ones. */
export interface SaveClippingsResponse {
  clippings: Clipping[];
}

/** The clippings picked for today. */
export interface GetDailyDigestResponse {
  digest_id: number;
  clippings: Clipping[];
}

export interface Shelf {
  id: number;
  name: string;
}

export interface ListShelvesResponse {
  shelves: Shelf[];
  has_more: boolean;
  cursor: string;
}

export interface ListArchivedShelvesResponse {
  shelves: Shelf[];
  has_more: boolean;
  archived_count: number;
}
