import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { MAIN_CONTENT_ID, SkipLink } from "../components/ui/skip-link";
import { useI18n } from "../lib/i18n/i18n";

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The router's error screen (docs/product.md): an unknown path shows it with 404 Not Found. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useI18n();
  return (
    <>
      <SkipLink />
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="mx-auto flex min-h-dvh max-w-md flex-col gap-3 p-6 focus:outline-none"
      >
        <h1 className="text-2xl font-bold">{t.unexpectedApplicationError}</h1>
        <p className="text-lg text-slate-700">{describe(error)}</p>
        <Link
          to="/"
          className="flex min-h-11 items-center self-start rounded-lg bg-indigo-700 px-4 py-2 font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          {t.goToLines}
        </Link>
      </main>
    </>
  );
}
