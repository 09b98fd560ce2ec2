import type { Alias } from "vite";

/**
 * The app is written against React's API and runs on Preact's compatibility layer: the same components
 * for some 60 KB less JavaScript on the first screen
 * (docs/decisions/082-preact-runs-the-react-code.md). Exact names only: `preact/compat` is the module
 * `react` and `react-dom` stand for, in the build and in the tests alike.
 */
export const PREACT_AS_REACT: Alias[] = [
  { find: /^react$/, replacement: "preact/compat" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react-dom\/test-utils$/, replacement: "preact/test-utils" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-dev-runtime" },
];
