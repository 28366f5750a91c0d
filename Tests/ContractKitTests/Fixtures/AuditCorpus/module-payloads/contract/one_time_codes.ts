// The module's name is three words long; its login answers with a little more than a
// password login does.

export interface OneTimeCodes {
  enabled: boolean;
  length: number;
}

export interface OneTimeCodesSendRequest {
  phone_number: string;
}

export interface OneTimeCodesLoginRequest {
  method_id: string;
  code: string;
}

export interface OneTimeCodesLoginResponse {
  user_id: string;
  method_id: string;
  session_token: string;
  session_jwt?: string;
}
