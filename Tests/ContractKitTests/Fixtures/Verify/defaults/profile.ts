export interface ProfilePayload {
  id: string;
  displayName: string;
  /** Missing for accounts created before the 2025 migration. */
  locale?: string;
  tags?: string[];
}
