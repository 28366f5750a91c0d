// A federated server's instance descriptions: the old endpoint's and the new one's.

export interface ServerV1 {
  uri: string;
  title: string;
  description: string;
  email: string;
  version: string;
  languages: string[];
  registrations: boolean;
  approval_required: boolean;
  thumbnail: string;
  max_post_chars: number;
  rules: string[];
  contact: string;
}

export interface ServerV2 {
  domain: string;
  title: string;
  version: string;
  description: string;
  source_url: string;
  languages: string[];
  limits: ServerLimits;
}

export interface ServerLimits {
  max_characters: number;
  max_media: number;
}
