// A game's badge sets: each set lists its badges inline, one object per level.

export interface BadgeSet {
  uuid: string;
  setName: string;
  assetPath: string;
  badges: Array<{
    level: number;
    label: string;
    color: string;
    icon: string;
    smallIcon: string;
  }>;
}
