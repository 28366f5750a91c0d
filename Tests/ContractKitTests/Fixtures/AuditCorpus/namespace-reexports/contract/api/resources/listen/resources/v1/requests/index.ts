export type { TranscribeRequest } from "./TranscribeRequest.js";
