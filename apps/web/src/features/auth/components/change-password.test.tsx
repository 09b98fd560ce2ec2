import { WEB_TEXTS_EN as en, WEB_TEXTS_FIL as fil, REFUSAL_TEXTS_EN, REFUSAL_TEXTS_FIL } from "@riles/core";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { applyLanguage } from "#web/lib/i18n/i18n.ts";
import { type Handler, jsonResponse, renderRoute, stubServer } from "#web/test/render-route.tsx";
import { AccountSection } from "./account-section";

const signedIn = {
  "GET /api/auth/get-session": () => jsonResponse(200, { user: { email: "juan@example.com" } }),
};

/** better-auth's answer to a wrong current password, and ours to a common new one. */
const wrongCurrent = jsonResponse(400, { code: "INVALID_PASSWORD", message: "Invalid password" });
const tooCommon = () =>
  jsonResponse(400, { error: REFUSAL_TEXTS_EN.passwordTooCommon, code: "passwordTooCommon" });

function renderAccount(changePassword: Handler) {
  const calls = stubServer({ ...signedIn, "POST /api/auth/change-password": changePassword });
  renderRoute(<AccountSection />, { path: "/settings", at: "/settings" });
  return calls;
}

async function submit(current: string, next: string, texts = en) {
  await userEvent.type(screen.getByLabelText(texts.currentPassword), current);
  await userEvent.type(screen.getByLabelText(texts.newPassword), next);
  await userEvent.click(screen.getByRole("button", { name: texts.changePassword }));
}

describe("Settings' Change password", () => {
  it("changes the password, then says so and that other devices are signed out, with the focus", async () => {
    const calls = renderAccount(() => jsonResponse(200, { token: "t", user: {} }));
    await userEvent.click(await screen.findByRole("button", { name: en.changePassword }));
    const current = screen.getByLabelText(en.currentPassword);
    expect(current).toHaveFocus();
    expect(current).toHaveAttribute("autocomplete", "current-password");
    expect(screen.getByLabelText(en.newPassword)).toHaveAttribute("autocomplete", "new-password");

    await submit("old-secret", "new-secret");
    const status = await screen.findByRole("status");
    expect(status).toHaveTextContent(en.passwordChangedElsewhereSignedOut);
    expect(status.parentElement).toHaveFocus();
    expect(screen.queryByLabelText(en.currentPassword)).toBeNull();
    expect(screen.getByText(/Signed in as/)).toBeInTheDocument();
    expect(calls.find((call) => call.route === "POST /api/auth/change-password")?.body).toEqual({
      currentPassword: "old-secret",
      newPassword: "new-secret",
    });
  });

  it("puts a wrong current password under its field, with the focus, keeping what was typed", async () => {
    renderAccount(() => wrongCurrent.clone());
    await userEvent.click(await screen.findByRole("button", { name: en.changePassword }));
    await submit("wrong-one", "new-secret");
    const current = screen.getByLabelText(en.currentPassword);
    await expect.poll(() => current).toHaveFocus();
    expect(current).toHaveAttribute("aria-invalid", "true");
    expect(current).toHaveAccessibleDescription("Invalid password");
    expect(screen.getByLabelText(en.newPassword)).toHaveValue("new-secret");
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("puts the server's refusal of a common new password under the new password, with the focus", async () => {
    renderAccount(tooCommon);
    await userEvent.click(await screen.findByRole("button", { name: en.changePassword }));
    await submit("old-secret", "iloveyou");
    const next = screen.getByLabelText(en.newPassword);
    await expect.poll(() => next).toHaveFocus();
    expect(next).toHaveAccessibleDescription(REFUSAL_TEXTS_EN.passwordTooCommon);
  });

  it("refuses a too short new password without asking the server", async () => {
    const calls = renderAccount(tooCommon);
    await userEvent.click(await screen.findByRole("button", { name: en.changePassword }));
    await submit("old-secret", "abc");
    const next = screen.getByLabelText(en.newPassword);
    expect(next).toHaveFocus();
    expect(next).toHaveAccessibleDescription(REFUSAL_TEXTS_EN.passwordTooShort);
    expect(calls.map((call) => call.route)).toEqual(["GET /api/auth/get-session"]);
  });

  it("shows too many attempts, with the wait, in the box that takes the focus", async () => {
    renderAccount(() =>
      jsonResponse(429, { error: REFUSAL_TEXTS_EN.tooManyPasswordChecks, code: "tooManyPasswordChecks" }),
    );
    await userEvent.click(await screen.findByRole("button", { name: en.changePassword }));
    await submit("old-secret", "new-secret");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(REFUSAL_TEXTS_EN.tooManyPasswordChecks);
    expect(alert.parentElement).toHaveFocus();
  });

  it("says when the server cannot be reached", async () => {
    renderAccount(() => {
      throw new TypeError("Failed to fetch");
    });
    await userEvent.click(await screen.findByRole("button", { name: en.changePassword }));
    await submit("old-secret", "new-secret");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(en.network.noAnswer);
    expect(alert.parentElement).toHaveFocus();
  });

  it("words the form and the server's refusals in Filipino", async () => {
    await applyLanguage("fil");
    let answer = wrongCurrent;
    renderAccount(() => answer.clone());
    await userEvent.click(await screen.findByRole("button", { name: fil.changePassword }));
    await submit("mali-ito", "bagong-lihim", fil);
    // better-auth's "Invalid password", in the Filipino of auth-refusal-texts.ts.
    expect(await screen.findByText("Mali ang password")).toBeInTheDocument();
    expect(screen.getByLabelText(fil.currentPassword)).toHaveFocus();

    answer = tooCommon();
    await userEvent.click(screen.getByRole("button", { name: fil.changePassword }));
    expect(await screen.findByText(REFUSAL_TEXTS_FIL.passwordTooCommon)).toBeInTheDocument();
    expect(screen.getByLabelText(fil.newPassword)).toHaveFocus();
  });

  it("closes on Cancel without asking the server, the focus back on Change password", async () => {
    const calls = renderAccount(tooCommon);
    await userEvent.click(await screen.findByRole("button", { name: en.changePassword }));
    await userEvent.click(screen.getByRole("button", { name: en.cancel }));
    expect(screen.queryByLabelText(en.currentPassword)).toBeNull();
    expect(screen.getByRole("button", { name: en.changePassword })).toHaveFocus();
    expect(calls).toHaveLength(1);
  });

  it("closes on Escape, as on Cancel, the focus back on Change password", async () => {
    const calls = renderAccount(tooCommon);
    await userEvent.click(await screen.findByRole("button", { name: en.changePassword }));
    await userEvent.type(screen.getByLabelText(en.currentPassword), "old-secret");
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByLabelText(en.currentPassword)).toBeNull();
    expect(screen.getByRole("button", { name: en.changePassword })).toHaveFocus();
    expect(calls).toHaveLength(1);
  });
});

describe("Settings' Delete account", () => {
  it("closes on Escape without deleting, the focus back on Delete account", async () => {
    const calls = renderAccount(tooCommon);
    await userEvent.click(await screen.findByRole("button", { name: en.deleteAccount }));
    await userEvent.type(screen.getByLabelText(en.yourPassword), "secret");
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByLabelText(en.yourPassword)).toBeNull();
    expect(screen.getByRole("button", { name: en.deleteAccount })).toHaveFocus();
    expect(calls).toHaveLength(1);
  });
});
