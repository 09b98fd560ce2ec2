import { REFUSAL_TEXTS_EN, WEB_TEXTS_EN } from "@riles/core";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { takeRedirectAfterAuth } from "#web/lib/redirect-after-auth.ts";
import { jsonResponse, renderRoute, stubServer } from "#web/test/render-route.tsx";
import { ModerateScreen } from "./moderate-screen";

function serve(session: unknown, moderator: boolean, answerSession = () => jsonResponse(200, session)) {
  stubServer({
    "GET /api/auth/get-session": () => answerSession(),
    "GET /api/account/roles": () => jsonResponse(200, { moderator }),
    "GET /api/moderation": () => jsonResponse(200, { reports: [], audit: [] }),
  });
  renderRoute(<ModerateScreen />, { path: "/moderate", at: "/moderate" });
}

describe("ModerateScreen", () => {
  it("sends an anonymous visitor to sign in, saying why, and remembers the way back", async () => {
    serve(null, false);
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    expect(await screen.findByText("/auth?from=moderate")).toBeInTheDocument();
    expect(screen.queryByText(REFUSAL_TEXTS_EN.moderatorsOnly)).toBeNull();
    expect(takeRedirectAfterAuth()).toBe("/moderate");
  });

  it("says why it could not check who is signed in, and Try Again shows the moderation", async () => {
    let answer = () => jsonResponse(502, "Bad gateway");
    serve({ user: { email: "mod@example.com" } }, true, () => answer());
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(WEB_TEXTS_EN.network.sessionUnknown);
    expect(screen.queryByText(REFUSAL_TEXTS_EN.moderatorsOnly)).toBeNull();

    answer = () => jsonResponse(200, { user: { email: "mod@example.com" } });
    await userEvent.click(within(alert).getByRole("button", { name: "Try Again" }));
    expect(await screen.findByText(WEB_TEXTS_EN.moderation.empty)).toBeInTheDocument();
  });

  it("tells a signed-in rider who is not a moderator that only moderators can moderate", async () => {
    serve({ user: { email: "juan@example.com" } }, false);
    expect(await screen.findByText(REFUSAL_TEXTS_EN.moderatorsOnly)).toBeInTheDocument();
  });

  it("shows a moderator the reports", async () => {
    serve({ user: { email: "mod@example.com" } }, true);
    expect(await screen.findByText(WEB_TEXTS_EN.moderation.empty)).toBeInTheDocument();
  });
});
