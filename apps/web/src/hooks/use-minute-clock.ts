import { useEffect, useState } from "react";
import { COUNTDOWN_INTERVAL_MS } from "#web/config/settings.ts";

/**
 * The current instant, renewed at the next whole minute and then every minute (docs/product.md, the
 * arrival countdown). Minute precision is all the screens show, so nothing re-renders in between.
 */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let interval: ReturnType<typeof setInterval> | undefined;
    const untilNextMinute = COUNTDOWN_INTERVAL_MS - (Date.now() % COUNTDOWN_INTERVAL_MS);
    const boundary = setTimeout(() => {
      setNow(new Date());
      interval = setInterval(() => setNow(new Date()), COUNTDOWN_INTERVAL_MS);
    }, untilNextMinute);
    return () => {
      clearTimeout(boundary);
      clearInterval(interval);
    };
  }, []);
  return now;
}
