import type { core } from "zod";
import type { ListedField } from "../catalogue/en/refusal-texts";
import { issueText } from "../refusals/refusal";
import { shownInput } from "../refusals/shown-input";

/** The issues several schemas raise, each as the refusal it is (docs/decisions/037-refusals-by-code.md). */

export function unknownLineIssue(issue: core.$ZodRawIssue): string {
  return issueText({ code: "unknownLine", params: shownInput(issue.input) });
}

export function notOneOfIssue(field: ListedField, allowed: readonly string[], input: unknown): string {
  const received = input === undefined ? {} : { input: shownInput(input) };
  return issueText({ code: "notOneOf", params: { field, allowed, ...received } });
}

/** A strict object's own issues: a field not asked for, or a body that is no object at all. */
export function strictObjectIssue(issue: core.$ZodRawIssue): string | undefined {
  if (issue.code === "unrecognized_keys") {
    const fields = issue.keys.map((key) => {
      const shown = shownInput(key);
      return "value" in shown ? shown.value : key;
    });
    return issueText({ code: "unknownFields", params: { fields } });
  }
  if (issue.code === "invalid_type") return issueText({ code: "bodyNotObject" });
  return undefined;
}
