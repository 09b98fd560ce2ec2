import { Component, type ReactNode } from "react";

/**
 * A part of a screen that may fail on its own, such as a chunk fetched after the screen (how full trains
 * usually are) when the connection drops first: it shows `fallback` in its place, and the rest of the
 * screen stays, instead of the whole screen giving way to the route's error page.
 */
export class PartBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
