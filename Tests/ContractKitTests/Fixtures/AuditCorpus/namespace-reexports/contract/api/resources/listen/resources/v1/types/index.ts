export * from "./Model.js";
export * from "./Transcript.js";
