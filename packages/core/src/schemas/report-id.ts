import { z } from "zod";
import { issueText } from "../refusals/refusal";

/**
 * A report's id as PostgreSQL's uuid type reads it (8-4-4-4-12 hex digits). Checked before any query, so
 * a malformed id is the client's error, never the database's.
 */
export const reportIdSchema = z.guid({ error: issueText({ code: "reportIdInvalid" }) });
