// Its own module so that the Filipino words are their own chunk, fetched only when Filipino is chosen
// (docs/decisions/030-filipino-and-english.md).
export { WEB_TEXTS_FIL } from "@riles/core";
