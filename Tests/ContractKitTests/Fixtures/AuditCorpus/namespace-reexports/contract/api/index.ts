export * from "./resources/index.js";
