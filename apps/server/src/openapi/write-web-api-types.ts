import { writeFileSync } from "node:fs";
import { currentApiDocument, WEB_API_TYPES_FILE, webApiTypes } from "./web-api-types";

writeFileSync(WEB_API_TYPES_FILE, await webApiTypes(await currentApiDocument()));
console.log(`Wrote ${WEB_API_TYPES_FILE}`);
