// A publishing SDK: the article it returns, and the query that filters articles by any of
// their fields (every one optional there) and by paging options the article type also carries.
export interface PagingOptions {
  page?: number;
  per_page?: number;
  search_term?: string;
  by_tag?: string;
  only_published?: boolean;
}

export interface ArticleQuery extends Partial<Article>, PagingOptions {
  slug: string;
  resolve_depth?: number;
}

export interface Article extends PagingOptions {
  id: number;
  slug: string;
  title: string;
  body: string;
  author_id: number;
  created_at: string;
  updated_at?: string;
  word_count: number;
  sections: Section[];
  parent?: Article;
  cover_url?: string | null;
  language: string;
}

export interface Section {
  heading: string;
  text: string;
  position: number;
}

export type FetchArticles = (query: ArticleQuery) => Promise<unknown>;
