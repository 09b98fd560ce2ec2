import { useState } from "react";
import { useLocation, useNavigationType } from "react-router";

/**
 * A key that changes when the address is changed by Back, Forward or a link, and keeps through a screen's
 * own edits of it (replaced in place): an uncontrolled field keyed on it shows the address's value again
 * after a navigation, and is never mounted again under the rider's typing.
 */
export function useNavigationKey(): string {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [key, setKey] = useState(location.key);
  if (navigationType !== "REPLACE" && location.key !== key) setKey(location.key);
  return key;
}
