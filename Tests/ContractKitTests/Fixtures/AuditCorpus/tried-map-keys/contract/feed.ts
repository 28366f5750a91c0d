export interface Post {
  id: string;
  body: string;
}

export interface FeedPage {
  posts: Post[];
  /** Paging links by relation: first, last, next, prev. */
  links?: Record<string, string>;
  /** View counts by region. */
  views: Record<string, number>;
  /** Reaction counts by emoji. */
  reactions?: Record<string, number>;
}
