import { useState } from "react";

/**
 * A query's failure, kept while Try Again asks again: a query without data forgets its error as a new
 * attempt starts, which would swap the failure (and its focused button) for the loading line and back.
 * Null once an attempt succeeds.
 */
export function useKeptFailure(error: Error | null, fetching: boolean): Error | null {
  const [kept, setKept] = useState<Error | null>(null);
  if (error && error !== kept) setKept(error);
  if (!error && !fetching && kept) setKept(null);
  return error ?? (fetching ? kept : null);
}
