// A lending library's API, written with the type operators real contracts use. The
// client class lives beside it in a file the contract folder does not hold.
import Catalog from "./catalog";

export type CatalogId = Catalog["catalogId"];

export type Code = string;
export type Member = { code: Code; since: string };
export type Visitor = { code: Code; pass: string };
export type Patron = Member | Visitor;

type Without<T, K extends keyof T> = Omit<T, K>;

export type Hold = { holdId: number; isbn: string; patronCode: Patron['code']; shelf: string };

/** A loan is a hold without its hold id, once the book has left the shelf. */
export type Loan = Without<Hold, 'holdId'> & { loanId: number; dueOn: string };

export type Format = 'print' | 'audio' | 'ebook';
export type Availability = { [F in Format]?: boolean };

export type Shelved<T> = T & { aisle?: string };
export type Title = { isbn: string; name: string };
export type SearchPage = { titles: Title[]; total: number } & (Shelved<Title> extends Title ? { exact: true } : { exact?: boolean });
