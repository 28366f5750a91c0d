/* An SDK generated from a spec: each operation answers with its own envelope, and each
   envelope declares its own copy of the order it returns. */

export interface ListOrdersResponseItem {
    'id': string;
    'placedAt': string;
    'status': string;
    'totalCents': number;
    'giftNote': string;
}

export interface ListOrdersResponse {
    'ok': boolean;
    'total': number;
    'items': Array<ListOrdersResponseItem>;
}

export interface ArchiveOrdersResponseItem {
    'id': string;
    'placedAt': string;
    'status': string;
    'totalCents': number;
    'giftNote': string;
    'archivedBy': string;
}

export interface ArchiveOrdersResponse {
    'ok': boolean;
    'items': Array<ArchiveOrdersResponseItem>;
}

export interface FetchOrderResponse {
    'ok': boolean;
    'item': ListOrdersResponseItem;
}

/** What a spreadsheet import reads back: the fewest fields of any copy. */
export interface ImportedOrderRow {
    'id': string;
    'placedAt': string;
    'status': string;
    'totalCents': number;
}

export interface ImportOrdersResponse {
    'items': Array<ImportedOrderRow>;
    'total': number;
}
