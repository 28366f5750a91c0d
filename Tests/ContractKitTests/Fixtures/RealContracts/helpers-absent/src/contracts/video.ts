// Contract for the video endpoints. Helpers live in ../youtube, which this
// checkout does not include (it is a private package in the monorepo).
import { normalizeVideoId, type VideoIdFormat } from '../youtube/youtube-normalize.js';
import { slugify } from './util';
import type { Thumbnail } from '../youtube/types';

export interface VideoDTO {
  id: string;
  slug: string;
  title: string;
  idFormat: VideoIdFormat;
  thumbnails: Thumbnail[];
  /** @integer */
  durationSeconds: number;
}

export interface VideoListResponse {
  videos: VideoDTO[];
  nextPageToken?: string;
}

export const toSlug = (title: string) => slugify(normalizeVideoId(title));
