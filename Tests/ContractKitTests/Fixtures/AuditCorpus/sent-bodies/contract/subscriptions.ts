// A subscription service's request bodies. Nothing in the contract's signatures says which
// way they travel; their names do.

export interface SubscribeRequest {
  plan: {
    code: string;
    label?: string | null;
  };
  notify?: {
    email?: boolean | null;
    push?: boolean | null;
  } | null;
  couponCode?: string;
}

export interface SignInInput {
  handle: string;
  secret: string;
  oneTimeCode?: string;
}

export interface WatchRequest {
  show: {
    ids: {
      slug?: string;
      numeric?: number;
    };
    title?: string | null;
  };
  minutes: number;
}
