export enum Visibility {
  Public = 'public',
  Unlisted = 'unlisted',
}
