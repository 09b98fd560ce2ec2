/**
 * The session's cache key, apart from session.ts so the first screen can watch who is signed in without
 * loading the session's parser (docs/decisions/015-first-screen-budget.md).
 */
export const SESSION_QUERY_KEY = ["session"] as const;
