export * as listen from "./listen/index.js";
