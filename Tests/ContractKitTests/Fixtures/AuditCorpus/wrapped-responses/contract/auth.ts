// A sign-in service's Node SDK: every response carries the request's id and HTTP status
// beside its own fields.

export interface SignInResponse {
  request_id: string;
  status_code: number;
  user_id: string;
  session_token: string;
  /** Seconds until the token expires. */
  expires_in: number;
}

export interface SignOutResponse {
  request_id: string;
  status_code: number;
  revoked_sessions: number;
}
