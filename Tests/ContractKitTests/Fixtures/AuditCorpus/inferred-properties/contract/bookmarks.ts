// A bookmark service's account and saved pages.

export interface Account {
  id: number;
  email: string;
  pro: boolean;
  quota: number;
  plan: string;
}

export interface SavedPage {
  id: number;
  title: string;
  excerpt: string;
  rating: number;
}
