import { useState } from "react";
import { useLocation, useNavigationType } from "react-router";

/**
 * A key that changes when the address is changed by Back, Forward or a link, and keeps through a screen's
 * own edits of it (replaced in place): an uncontrolled field keyed on it shows the address's value again
 * after a navigation, and is never mounted again under the rider's typing. It counts navigations rather
 * than returning the location's own key, since entries the router did not push (the page as loaded, the
 * skip link's #main-content) all have the key "default".
 */
export function useNavigationKey(): string {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [seen, setSeen] = useState(location.key);
  const [navigations, setNavigations] = useState(0);
  if (location.key !== seen) {
    setSeen(location.key);
    if (navigationType !== "REPLACE") setNavigations((count) => count + 1);
  }
  return String(navigations);
}
