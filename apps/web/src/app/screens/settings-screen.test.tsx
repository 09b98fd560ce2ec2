import { WEB_TEXTS_EN as en, WEB_TEXTS_FIL as fil, REFUSAL_TEXTS_EN, REFUSAL_TEXTS_FIL } from "@riles/core";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { applyLanguage } from "#web/lib/i18n/i18n.ts";
import { LANGUAGE_STORAGE_KEY } from "#web/lib/i18n/language.ts";
import { currentLocation, jsonResponse, renderRoute, stubServer } from "#web/test/render-route.tsx";
import { SettingsScreen } from "./settings-screen";

const anonymous = { "GET /api/auth/get-session": () => jsonResponse(200, null) };

describe("SettingsScreen", () => {
  it("shows the About texts with the app's version", () => {
    stubServer(anonymous);
    renderRoute(<SettingsScreen developerUrl={null} bugReportFormUrl={null} />, {
      path: "/settings",
      at: "/settings",
    });
    expect(screen.getByRole("heading", { level: 1, name: "Settings" })).toBeInTheDocument();
    expect(
      screen.getByText(
        /helps you navigate Metro Manila's train systems with real-time updates and crowd-sourced information/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText("Version 1.2.1")).toBeInTheDocument();
    expect(screen.getByText("Help us improve the product by reporting any issues")).toBeInTheDocument();
  });

  it("links to how accurate the estimates are", async () => {
    stubServer(anonymous);
    renderRoute(<SettingsScreen developerUrl={null} bugReportFormUrl={null} />, {
      path: "/settings",
      at: "/settings",
    });
    await userEvent.click(screen.getByRole("link", { name: "How accurate are the estimates?" }));
    expect(currentLocation().pathname).toBe("/accuracy");
  });

  it("opens the configured developer profile in a new tab", () => {
    stubServer(anonymous);
    renderRoute(<SettingsScreen developerUrl="https://example.com/dev" bugReportFormUrl={null} />, {
      path: "/settings",
      at: "/settings",
    });
    const link = screen.getByRole("link", { name: /Developer's professional profile/ });
    expect(link).toHaveAttribute("href", "https://example.com/dev");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link.getAttribute("rel")).toContain("noopener");
  });

  it("embeds the configured external bug form 600 px high", () => {
    stubServer(anonymous);
    renderRoute(<SettingsScreen developerUrl={null} bugReportFormUrl="https://forms.example.com/bug" />, {
      path: "/settings",
      at: "/settings",
    });
    const frame = screen.getByTitle("Bug report form");
    expect(frame).toHaveAttribute("src", "https://forms.example.com/bug");
    expect(frame).toHaveAttribute("height", "600");
    expect(screen.queryByRole("button", { name: "Send report" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Developer" })).toBeNull();
  });

  it("sends our own bug report when no external form is configured", async () => {
    const calls = stubServer({ ...anonymous, "POST /api/feedback": () => jsonResponse(201, { id: "f1" }) });
    renderRoute(<SettingsScreen developerUrl={null} bugReportFormUrl={null} />, {
      path: "/settings",
      at: "/settings",
    });

    await userEvent.click(screen.getByRole("button", { name: "Send report" }));
    expect(screen.getByRole("alert")).toHaveTextContent(REFUSAL_TEXTS_EN.feedbackMessageRequired);
    expect(screen.getByLabelText("What went wrong?")).toHaveFocus();
    expect(screen.getByLabelText("What went wrong?")).toHaveAttribute("aria-invalid", "true");

    await userEvent.type(screen.getByLabelText("What went wrong?"), "The map is blank");
    await userEvent.type(screen.getByLabelText(/Your email/), "juan@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Send report" }));
    expect(await screen.findByText(en.feedbackSent)).toBeInTheDocument();
    expect(screen.getByRole("status").parentElement).toHaveFocus();
    expect(screen.getByLabelText("What went wrong?")).toHaveValue("");
    expect(calls.find((call) => call.route === "POST /api/feedback")?.body).toEqual({
      message: "The map is blank",
      contact: "juan@example.com",
      page: "/",
    });
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    stubServer({
      ...anonymous,
      "POST /api/feedback": () => jsonResponse(429, { error: "Too many reports. Please try again later." }),
    });
    renderRoute(<SettingsScreen developerUrl={null} bugReportFormUrl={null} />, {
      path: "/settings",
      at: "/settings",
    });
    await userEvent.type(screen.getByLabelText("What went wrong?"), "x".repeat(10));
    await userEvent.click(screen.getByRole("button", { name: "Send report" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many reports. Please try again later.");
    expect(screen.getByLabelText("What went wrong?")).toHaveValue("x".repeat(10));
  });

  it("words a bug report's validation refusals in Filipino, its own and the server's", async () => {
    await applyLanguage("fil");
    stubServer({
      ...anonymous,
      "POST /api/feedback": () =>
        jsonResponse(400, {
          error: "Unknown field: admin",
          code: "unknownFields",
          params: { fields: ["admin"] },
        }),
    });
    renderRoute(<SettingsScreen developerUrl={null} bugReportFormUrl={null} />, {
      path: "/settings",
      at: "/settings",
    });

    await userEvent.click(await screen.findByRole("button", { name: fil.sendReport }));
    expect(screen.getByRole("alert")).toHaveTextContent(REFUSAL_TEXTS_FIL.feedbackMessageRequired);
    await userEvent.type(screen.getByLabelText(fil.whatWentWrong), "Walang mapa");
    await userEvent.type(screen.getByLabelText(fil.feedbackContact), "juan");
    await userEvent.click(screen.getByRole("button", { name: fil.sendReport }));
    expect(screen.getByLabelText(fil.feedbackContact)).toHaveAccessibleDescription(
      REFUSAL_TEXTS_FIL.feedbackContactInvalid,
    );

    await userEvent.clear(screen.getByLabelText(fil.feedbackContact));
    await userEvent.click(screen.getByRole("button", { name: fil.sendReport }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      REFUSAL_TEXTS_FIL.unknownFields({ fields: ["admin"] }),
    );
  });

  it("deletes the signed-in account only after the warning and the password, then shows it signed out", async () => {
    const calls = stubServer({
      "GET /api/auth/get-session": () => jsonResponse(200, { user: { email: "juan@example.com" } }),
      "POST /api/auth/delete-user": (body) =>
        (body as { password: string }).password === "secret1"
          ? jsonResponse(200, { success: true, message: "User deleted" })
          : jsonResponse(400, { code: "INVALID_PASSWORD", message: "Invalid password" }),
    });
    renderRoute(<SettingsScreen developerUrl={null} bugReportFormUrl={null} />, {
      path: "/settings",
      at: "/settings",
    });
    await userEvent.click(await screen.findByRole("button", { name: "Delete account" }));
    expect(screen.getByText(en.deleteAccountWarning)).toHaveFocus();
    expect(calls.map((call) => call.route)).toEqual(["GET /api/auth/get-session"]);

    await userEvent.type(screen.getByLabelText("Your password"), "wrong-1");
    await userEvent.click(screen.getByRole("button", { name: "Delete my account" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid password");
    expect(screen.getByText(/Signed in as/)).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText("Your password"));
    await userEvent.type(screen.getByLabelText("Your password"), "secret1");
    await userEvent.click(screen.getByRole("button", { name: "Delete my account" }));
    expect(await screen.findByRole("status")).toHaveTextContent(en.accountDeleted);
    expect(screen.queryByText(/Signed in as/)).toBeNull();
    expect(screen.getByRole("link", { name: "Sign in" })).toBeInTheDocument();
  });

  it("cancels a deletion without asking the server, the focus back on Delete account", async () => {
    const calls = stubServer({
      "GET /api/auth/get-session": () => jsonResponse(200, { user: { email: "juan@example.com" } }),
    });
    renderRoute(<SettingsScreen developerUrl={null} bugReportFormUrl={null} />, {
      path: "/settings",
      at: "/settings",
    });
    await userEvent.click(await screen.findByRole("button", { name: "Delete account" }));
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByText(en.deleteAccountWarning)).toBeNull();
    expect(screen.getByRole("button", { name: "Delete account" })).toHaveFocus();
    expect(calls).toHaveLength(1);
  });
});

describe("SettingsScreen's Language section", () => {
  function renderSettings() {
    stubServer(anonymous);
    renderRoute(<SettingsScreen developerUrl={null} bugReportFormUrl={null} />, {
      path: "/settings",
      at: "/settings",
    });
  }

  it("shows Settings in Filipino and switches to English at once, keeping the choice on this device", async () => {
    await applyLanguage("fil");
    renderSettings();
    expect(screen.getByRole("heading", { level: 1, name: "Mga Setting" })).toBeInTheDocument();
    const language = screen.getByRole("group", { name: "Wika" });
    expect(screen.getByRole("button", { name: "Filipino" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("heading", { name: "Tungkol sa Riles" })).toBeInTheDocument();
    expect(screen.getByText("Bersyon 1.2.1")).toBeInTheDocument();
    expect(
      await screen.findByText("Mag-sign in para makapag-report ng pag-alis ng tren."),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "English" }));
    expect(await screen.findByRole("heading", { name: "About" })).toBeInTheDocument();
    expect(language).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Language" })).toBe(language);
    expect(screen.getByRole("button", { name: "English" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "Filipino" })).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByText("Sign in to report train departures.")).toBeInTheDocument();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("en");
    expect(document.cookie).toContain("riles-language=en");
    expect(document.documentElement.lang).toBe("en");
  });

  it("switches from English to Filipino, loading the Filipino texts", async () => {
    renderSettings();
    await userEvent.click(screen.getByRole("button", { name: "Filipino" }));
    expect(await screen.findByRole("heading", { level: 2, name: "Wika" })).toBeInTheDocument();
    expect(screen.getByText(/Tinutulungan ka ng Riles/)).toBeInTheDocument();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("fil");
    // The server is told too: the next page it sends names the Filipino words' files.
    expect(document.cookie).toContain("riles-language=fil");
    expect(document.documentElement.lang).toBe("fil");
  });
});
