// A video service's feed: a follow and a feed event both arrive as { kind, etag, id,
// snippet, details }, but their details are different objects.

export interface Follow {
  kind: string;
  etag: string;
  id: string;
  snippet: { title: string; channelId: string };
  details: { itemCount: number; newCount: number };
  followedAt: string;
}

export interface FeedEvent {
  kind: string;
  etag: string;
  id: string;
  snippet: { title: string; channelId: string };
  details: { upload?: { videoId: string }; like?: { videoId: string } };
}

// A tag's count, and a tag alone: the app reads only the first.
export interface TagCount {
  value: string;
  total: number;
}

export interface TagValue {
  value: string;
}
