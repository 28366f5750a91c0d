export const Region = {
  Europe: 'europe',
  Asia: 'asia',
} as const;
