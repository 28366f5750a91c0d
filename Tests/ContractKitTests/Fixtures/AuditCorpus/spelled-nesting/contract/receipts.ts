/** The REST payloads, in snake_case. */
export interface StoreCheckJSON {
  status: string;
  method: string;
  channel: string;
  checked_at: number;
  attempts: number;
  expires_at: number | null;
  reviewer_note: string | null;
}

export interface StoreJSON {
  id: string;
  display_name: string;
  check: StoreCheckJSON;
}

export interface ReceiptJSON {
  id: string;
  total_cents: number;
  store: StoreJSON;
}

/** The SDK's runtime object for a check, in camelCase: a layer the app does not decode. */
export interface CheckResource {
  status: string;
  method: string;
  channel: string;
  checkedAt: Date | null;
  nextRetryAt: Date | null;
  lastError: string | null;
  retry(): Promise<CheckResource>;
}
