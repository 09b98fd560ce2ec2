import { WEB_TEXTS_EN as en, WEB_TEXTS_FIL as fil } from "@riles/core";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { applyLanguage } from "#web/lib/i18n/i18n.ts";
import { jsonResponse, renderRoute, stubServer } from "#web/test/render-route.tsx";
import { AccountSection } from "./account-section";

const databaseDown = () =>
  jsonResponse(503, { error: "The database is not answering.", code: "databaseUnavailable" });

function renderSection() {
  renderRoute(<AccountSection />, { path: "/settings", at: "/settings" });
}

describe("AccountSection when the server could not be asked who is signed in", () => {
  afterEach(() => vi.restoreAllMocks());

  it("says it could not check, never 'Sign in', and Try Again asks again, keeping the focus", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    let answer: () => Promise<Response> = async () => {
      throw new TypeError("Failed to fetch");
    };
    stubServer({ "GET /api/auth/get-session": () => answer() });
    renderSection();

    const failure = await screen.findByRole("alert");
    expect(failure).toHaveTextContent(en.network.sessionUnknown);
    expect(failure).toHaveTextContent(en.network.offline);
    expect(screen.queryByRole("link", { name: en.signInLink })).toBeNull();
    // Nothing had the focus: the failure takes it, so a screen reader is where the news is.
    expect(failure).toHaveFocus();

    let respond: (response: Response) => void = () => {};
    answer = () => new Promise<Response>((resolve) => (respond = resolve));
    const tryAgain = screen.getByRole("button", { name: en.tryAgain });
    await userEvent.click(tryAgain);
    await waitFor(() => expect(tryAgain).toHaveTextContent(en.network.retrying));
    expect(tryAgain).toHaveAttribute("aria-disabled", "true");
    expect(tryAgain).toHaveFocus();

    await act(async () => respond(jsonResponse(200, { user: { email: "juan@example.com" } })));
    expect(await screen.findByText("juan@example.com")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows 'Sign in' once the retry hears that nobody is signed in", async () => {
    let down = true;
    stubServer({ "GET /api/auth/get-session": () => (down ? databaseDown() : jsonResponse(200, null)) });
    renderSection();
    expect(await screen.findByRole("alert")).toHaveTextContent(en.network.dataUnavailable);
    expect(screen.queryByRole("link", { name: en.signInLink })).toBeNull();

    down = false;
    await userEvent.click(screen.getByRole("button", { name: en.tryAgain }));
    expect(await screen.findByRole("link", { name: en.signInLink })).toBeInTheDocument();
  });

  it("says so in Filipino", async () => {
    await applyLanguage("fil");
    stubServer({
      "GET /api/auth/get-session": () => {
        throw new TypeError("Failed to fetch");
      },
    });
    renderSection();
    const failure = await screen.findByRole("alert");
    expect(failure).toHaveTextContent(fil.network.sessionUnknown);
    expect(failure).toHaveTextContent(fil.network.noAnswer);
    expect(screen.getByRole("button", { name: fil.tryAgain })).toBeInTheDocument();
  });
});
