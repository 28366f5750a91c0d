// A photo gallery's artist profile.

export interface Artist {
  id: string;
  name: string;
  /** Avatar URLs by size. */
  avatar: { small: string; medium: string; large: string };
  /** Where else the artist is. */
  links: { website: string; portfolio: string; shop?: string; feed: string };
}
