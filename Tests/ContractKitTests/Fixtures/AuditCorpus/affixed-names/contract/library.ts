// A music service's client library: its wire types carry the `Api` prefix and the `Info` suffix.

export interface ApiPlaylistInfo {
  id: string;
  title: string;
  ownerName: string;
  trackCount: number;
  isPublic: boolean;
  createdAt: string;
  updatedAt: string;
  collaborative: boolean;
  coverUrl?: string;
}
