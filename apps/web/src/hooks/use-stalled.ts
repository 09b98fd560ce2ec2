import { useEffect, useState } from "react";

/**
 * Whether `waiting` has held for `ms` without a break: a request sent and not yet answered, on a mobile
 * connection that may never answer it.
 */
export function useStalled(waiting: boolean, ms: number): boolean {
  const [stalled, setStalled] = useState(false);
  useEffect(() => {
    setStalled(false);
    if (!waiting) return;
    const timer = setTimeout(() => setStalled(true), ms);
    return () => clearTimeout(timer);
  }, [waiting, ms]);
  return waiting && stalled;
}
