// An SDK names every type after its module: each module answers a login with its own
// interface, and both are one payload to an app.

export interface PasswordsLoginRequest {
  email: string;
  password: string;
}

export interface PasswordsLoginResponse {
  user_id: string;
  session_token: string;
  session_jwt: string;
}

export interface PasswordsResetRequest {
  email: string;
}
