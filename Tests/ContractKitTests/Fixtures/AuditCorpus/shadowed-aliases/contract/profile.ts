/** A member's profile, with the settings only its owner sees. */
export interface Member {
  id: string;
  handle: string;
  /** present on the owner's own profile */
  settings?: MemberSettings;
  badge: Badge;
}

export interface MemberSettings {
  locale: string;
  theme: "light" | "dark";
  digest_emails: boolean;
}

export interface Badge {
  label: string;
  color: string;
}
