// A photo-sharing service: a post carries a photo or a clip, each with a caption, a link and
// facts about the media; a badge reuses the caption and link of a photo with no kind of its own.

interface MediaPost {
  kind: string;
  caption: string;
  url?: string;
  format?: string;
  formatted_caption?: string;
}

export interface PhotoContent extends MediaPost {
  info?: PhotoInfo;
}

export interface ClipContent extends MediaPost {
  info?: ClipInfo;
}

export interface PhotoInfo {
  w?: number;
  h?: number;
  mimetype?: string;
  thumbnail_url?: string;
}

export interface ClipInfo {
  duration?: number;
  w?: number;
  h?: number;
  mimetype?: string;
  thumbnail_url?: string;
}

export interface BadgeContent {
  caption: string;
  url: string;
  info: PhotoInfo;
  mentions?: string[];
}
