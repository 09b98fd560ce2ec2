import { WEB_TEXTS_EN } from "@riles/core";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonResponse, renderRoute, stubServer } from "#web/test/render-route.tsx";
import { ModerationPanel } from "./moderation-panel";

describe("ModerationPanel", () => {
  it("says why the list could not be loaded, and Try Again loads it", async () => {
    let down = true;
    stubServer({
      "GET /api/moderation": () =>
        down
          ? jsonResponse(503, { error: "The database is not answering", code: "databaseUnavailable" })
          : jsonResponse(200, { reports: [], audit: [] }),
    });
    renderRoute(<ModerationPanel />, { path: "/", at: "/" });
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText(WEB_TEXTS_EN.moderation.failed)).toBeInTheDocument();
    expect(alert).toHaveTextContent(WEB_TEXTS_EN.network.dataUnavailable);

    down = false;
    await userEvent.click(within(alert).getByRole("button", { name: "Try Again" }));
    expect(await screen.findByText(WEB_TEXTS_EN.moderation.empty)).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
