// A learning platform's REST entities, every name prefixed with the platform's.

export interface AcmeTerm {
  id: number;
  name: string;
  start_at: string | null;
  end_at: string | null;
}

export interface AcmeCourse {
  id: number;
  name: string;
  course_code: string;
  uuid: string;
  workflow_state: string;
  account_id: number;
  root_account_id: number;
  enrollment_term_id: number;
  syllabus_body?: string | null;
  total_students?: number;
  term?: AcmeTerm;
  time_zone: string;
  is_public: boolean;
  license: string;
  default_view: string;
  storage_quota_mb: number;
}

export interface AcmeUser {
  id: number;
  name: string;
  sortable_name: string;
  avatar_url?: string;
}

export interface AcmeModule {
  id: number;
  name: string;
  position: number;
  items_count: number;
}
