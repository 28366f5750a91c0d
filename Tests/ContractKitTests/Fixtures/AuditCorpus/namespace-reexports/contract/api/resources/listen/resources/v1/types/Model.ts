// This file was generated from the API definition.

/** The speech model that transcribes the request. */
export type Model = "nova-2" | "nova-3";
