import { sessionAnswerSchema } from "@riles/core";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { answerOf, api } from "./api/api-client";

/** Who is signed in, as far as the screens need to know. */
export interface SignedInUser {
  email: string;
}

import { SESSION_QUERY_KEY } from "./session-key";

export { SESSION_QUERY_KEY };

async function fetchSession(): Promise<SignedInUser | null> {
  const answer = sessionAnswerSchema.parse((await answerOf(api.GET("/api/auth/get-session"))) ?? null);
  return answer ? { email: answer.user.email } : null;
}

const sessionQueryOptions = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: fetchSession,
  staleTime: 60_000,
  retry: false,
});

/** The signed-in user (null when anonymous); `isPending` until the server has answered once. */
export function useSession() {
  return useQuery(sessionQueryOptions);
}

/**
 * The signed-in user, read once per visit and not again as reports come in and their votes appear:
 * signing in or out sets it, a vote answered 401 reads it again. A screen that shows reports reads it when
 * it opens, so the first report that arrives sends no request (issue 23's live screens).
 */
export function useSessionReadOnce() {
  return useQuery({ ...sessionQueryOptions, refetchOnMount: false });
}
