export * from "./types/index.js";
export * from "./requests/index.js";
