import {
  WEB_TEXTS_EN as en,
  WEB_TEXTS_FIL as fil,
  MESSAGES,
  REFUSAL_TEXTS_EN,
  REFUSAL_TEXTS_FIL,
} from "@riles/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link, MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { applyLanguage } from "#web/lib/i18n/i18n.ts";
import { createTestQueryClient } from "#web/lib/query-client.ts";
import { REDIRECT_AFTER_AUTH_KEY, rememberRedirectAfterAuth } from "#web/lib/redirect-after-auth.ts";
import { SESSION_QUERY_KEY } from "#web/lib/session.ts";
import { jsonResponse, renderRoute, stubServer } from "#web/test/render-route.tsx";
import { AuthScreen } from "./auth-screen";

function renderAuth(at = "/auth") {
  return renderRoute(<AuthScreen />, { path: "/auth", at });
}

async function fillCredentials(email: string, password: string) {
  await userEvent.type(screen.getByLabelText("Email"), email);
  await userEvent.type(screen.getByLabelText("Password"), password);
}

describe("AuthScreen", () => {
  it("starts in sign-in mode and toggles to sign-up, clearing messages", async () => {
    stubServer({
      "POST /api/auth/sign-in/email": () =>
        jsonResponse(401, { code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" }),
    });
    renderAuth();
    expect(screen.getByRole("heading", { name: "Sign In" })).toBeInTheDocument();
    await fillCredentials("juan@example.com", "secret1");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid email or password");

    await userEvent.click(screen.getByRole("button", { name: "Don't have an account? Sign up" }));
    expect(screen.getByRole("heading", { name: "Create Account" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign Up" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
    // A new screen: a keyboard and a screen reader start at its top, not on the toggle under a new name.
    expect(screen.getByRole("main")).toHaveFocus();
    await userEvent.click(screen.getByRole("button", { name: "Already have an account? Sign in" }));
    expect(screen.getByRole("heading", { name: "Sign In" })).toBeInTheDocument();
    expect(screen.getByRole("main")).toHaveFocus();
  });

  it("after sign-up shows the spec's success text, switches to sign-in keeping the address, and starts no session", async () => {
    const calls = stubServer({
      "POST /api/auth/sign-up/email": () => jsonResponse(200, { token: null, user: {} }),
    });
    const { queryClient } = renderAuth();
    await userEvent.click(screen.getByRole("button", { name: "Don't have an account? Sign up" }));
    await fillCredentials("juan@example.com", "secret1");
    await userEvent.click(screen.getByRole("button", { name: "Sign Up" }));
    expect(await screen.findByRole("status")).toHaveTextContent(MESSAGES.signUpSuccess);
    expect(screen.getByRole("heading", { level: 1, name: "Sign In" })).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveValue("juan@example.com");
    expect(screen.getByLabelText("Password")).toHaveValue("");
    expect(screen.getByTestId("location")).toHaveTextContent("/auth");
    expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toBeUndefined();
    expect(calls[0]?.body).toMatchObject({ email: "juan@example.com", password: "secret1" });
  });

  it.each([
    ["en", en, REFUSAL_TEXTS_EN],
    ["fil", fil, REFUSAL_TEXTS_FIL],
  ] as const)(
    "in %s, says the confirmation mail could not be sent and keeps the form to try again",
    async (language, words, refusals) => {
      await applyLanguage(language);
      const mailDown = () =>
        jsonResponse(503, {
          error: REFUSAL_TEXTS_EN.confirmationMailNotSent,
          code: "confirmationMailNotSent",
        });
      const calls = stubServer({ "POST /api/auth/sign-up/email": mailDown });
      renderAuth();
      await userEvent.click(screen.getByRole("button", { name: words.noAccount }));
      await fillCredentials("juan@example.com", "secret1");
      await userEvent.click(screen.getByRole("button", { name: words.signUpButton }));
      expect(await screen.findByRole("alert")).toHaveTextContent(refusals.confirmationMailNotSent);
      expect(screen.queryByRole("status")).toBeNull();
      // Still the sign-up form, filled in: trying again is one press.
      expect(
        screen.getByRole("heading", { level: 1, name: words.authTitles["sign-up"] }),
      ).toBeInTheDocument();
      expect(screen.getByLabelText(words.email)).toHaveValue("juan@example.com");
      expect(screen.getByLabelText(words.password)).toHaveValue("secret1");
      await userEvent.click(screen.getByRole("button", { name: words.signUpButton }));
      await waitFor(() => expect(calls).toHaveLength(2));
    },
  );

  it("refuses a password under 6 characters without asking the server", async () => {
    const calls = stubServer({});
    renderAuth();
    await fillCredentials("juan@example.com", "12345");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(screen.getByRole("alert")).toHaveTextContent(REFUSAL_TEXTS_EN.passwordTooShort);
    expect(calls).toEqual([]);
  });

  it("names the missing fields of an empty submit, marks them and focuses the first", async () => {
    const calls = stubServer({});
    renderAuth();
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(screen.getByRole("alert")).toHaveTextContent(
      `${MESSAGES.fillRequiredFields}. Missing: Email, Password.`,
    );
    expect(screen.getByLabelText("Email")).toHaveFocus();
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription(REFUSAL_TEXTS_EN.passwordRequired);
    await userEvent.type(screen.getByLabelText("Email"), "juan@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(screen.getByRole("alert")).toHaveTextContent(REFUSAL_TEXTS_EN.passwordRequired);
    expect(screen.getByLabelText("Password")).toHaveFocus();
    expect(screen.getByLabelText("Email")).not.toHaveAttribute("aria-invalid");
    expect(calls).toEqual([]);
  });

  it("says to confirm the address first when the server says it is not confirmed", async () => {
    stubServer({
      "POST /api/auth/sign-in/email": () =>
        jsonResponse(403, { code: "EMAIL_NOT_VERIFIED", message: "Email not verified" }),
    });
    renderAuth();
    await fillCredentials("juan@example.com", "secret1");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(MESSAGES.emailNotConfirmed);
  });

  it("offers to send the confirmation link again when the address is not confirmed", async () => {
    const calls = stubServer({
      "POST /api/auth/sign-in/email": () =>
        jsonResponse(403, { code: "EMAIL_NOT_VERIFIED", message: "Email not verified" }),
      "POST /api/auth/send-verification-email": () => jsonResponse(200, { status: true }),
    });
    renderAuth();
    await fillCredentials("juan@example.com", "secret1");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    await userEvent.click(await screen.findByRole("button", { name: "Send the link again" }));
    expect(await screen.findByRole("status")).toHaveTextContent(en.confirmationSentAgain);
    expect(calls.at(-1)).toEqual({
      route: "POST /api/auth/send-verification-email",
      body: { email: "juan@example.com", callbackURL: "/auth?confirmed=1" },
    });
    expect(screen.queryByRole("button", { name: "Send the link again" })).toBeNull();
  });

  it("shows and hides the password", async () => {
    stubServer({});
    renderAuth();
    await userEvent.type(screen.getByLabelText("Password"), "secret1");
    const toggle = screen.getByRole("button", { name: "Show password" });
    expect(screen.getByLabelText("Password")).toHaveAttribute("type", "password");
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByLabelText("Password")).toHaveAttribute("type", "text");
    await userEvent.click(toggle);
    expect(screen.getByLabelText("Password")).toHaveAttribute("type", "password");
  });

  it("tells a visitor sent from Report why they should sign in", () => {
    stubServer({});
    renderAuth("/auth?from=report");
    expect(screen.getByText(en.signInToReport)).toBeInTheDocument();
  });

  it("tells a visitor sent from Moderate why they should sign in", () => {
    stubServer({});
    renderAuth("/auth?from=moderate");
    expect(screen.getByText(en.signInToModerate)).toBeInTheDocument();
  });

  it("asks for a reset link with the address already typed and says the same for any address", async () => {
    const calls = stubServer({
      "POST /api/auth/request-password-reset": () => jsonResponse(200, { status: true }),
    });
    renderAuth();
    await userEvent.type(screen.getByLabelText("Email"), "juan@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Forgot password?" }));
    expect(screen.getByRole("heading", { level: 1, name: "Reset Password" })).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveValue("juan@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByRole("status")).toHaveTextContent(en.resetMailSent);
    expect(calls).toEqual([
      { route: "POST /api/auth/request-password-reset", body: { email: "juan@example.com" } },
    ]);
    await userEvent.click(screen.getByRole("button", { name: "Back to sign in" }));
    expect(screen.getByRole("heading", { level: 1, name: "Sign In" })).toBeInTheDocument();
  });

  it("moves the focus to the new screen's main area on Forgot password? and Back to sign in", async () => {
    stubServer({});
    renderAuth();
    await userEvent.click(screen.getByRole("button", { name: "Forgot password?" }));
    expect(screen.getByRole("heading", { level: 1, name: "Reset Password" })).toBeInTheDocument();
    expect(screen.getByRole("main")).toHaveFocus();

    await userEvent.click(screen.getByRole("button", { name: "Back to sign in" }));
    expect(screen.getByRole("heading", { level: 1, name: "Sign In" })).toBeInTheDocument();
    expect(screen.getByRole("main")).toHaveFocus();
  });

  it("refuses a malformed address for a reset without asking the server", async () => {
    const calls = stubServer({});
    renderAuth();
    await userEvent.click(screen.getByRole("button", { name: "Forgot password?" }));
    await userEvent.type(screen.getByLabelText("Email"), "juan");
    await userEvent.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(screen.getByRole("alert")).toHaveTextContent(REFUSAL_TEXTS_EN.emailInvalid);
    expect(calls).toEqual([]);
  });

  it("sets a new password from the mailed link, then asks to sign in with it", async () => {
    const calls = stubServer({ "POST /api/auth/reset-password": () => jsonResponse(200, { status: true }) });
    renderAuth("/auth?mode=reset&token=abc123");
    expect(screen.getByRole("heading", { level: 1, name: "Choose a New Password" })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("New password"), "12345");
    await userEvent.click(screen.getByRole("button", { name: "Set new password" }));
    expect(screen.getByRole("alert")).toHaveTextContent(REFUSAL_TEXTS_EN.passwordTooShort);
    expect(calls).toEqual([]);
    await userEvent.type(screen.getByLabelText("New password"), "6");
    await userEvent.click(screen.getByRole("button", { name: "Set new password" }));
    expect(await screen.findByRole("status")).toHaveTextContent(en.passwordChanged);
    expect(screen.getByRole("heading", { level: 1, name: "Sign In" })).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ token: "abc123", newPassword: "123456" });
    // The address drops the used token as the router settles, which may come after the heading.
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/auth$/));
  });

  it("asks for a new reset link when the mailed one is bad or used", async () => {
    stubServer({});
    renderAuth("/auth?mode=reset&error=INVALID_TOKEN");
    expect(screen.getByRole("heading", { level: 1, name: "Reset Password" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(en.resetLinkFailed);
  });

  it("asks for a new reset link when the server refuses the token", async () => {
    stubServer({
      "POST /api/auth/reset-password": () =>
        jsonResponse(400, { code: "INVALID_TOKEN", message: "Invalid token" }),
    });
    renderAuth("/auth?mode=reset&token=used");
    await userEvent.type(screen.getByLabelText("New password"), "new-secret");
    await userEvent.click(screen.getByRole("button", { name: "Set new password" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(en.resetLinkFailed);
    expect(screen.getByRole("button", { name: "Send reset link" })).toBeInTheDocument();
  });

  it("after sign-in goes to the remembered path once, and remembers the user", async () => {
    rememberRedirectAfterAuth("/report?line=lrt1&station=edsa");
    stubServer({
      "POST /api/auth/sign-in/email": () => jsonResponse(200, { user: { email: "juan@example.com" } }),
    });
    const { queryClient } = renderAuth();
    await fillCredentials("juan@example.com", "secret1");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("/report?line=lrt1&station=edsa")).toBeInTheDocument();
    expect(localStorage.getItem(REDIRECT_AFTER_AUTH_KEY)).toBeNull();
    expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toEqual({ email: "juan@example.com" });
  });

  it("goes home after sign-in when nothing was remembered, and never to another site", async () => {
    rememberRedirectAfterAuth("//evil.example.com/");
    stubServer({
      "POST /api/auth/sign-in/email": () => jsonResponse(200, { user: { email: "juan@example.com" } }),
    });
    renderAuth();
    await fillCredentials("juan@example.com", "secret1");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/$/));
  });

  it("says the address is confirmed when the mail's link lands here", () => {
    stubServer({});
    renderAuth("/auth?confirmed=1");
    expect(screen.getByRole("status")).toHaveTextContent(en.addressConfirmed);
  });

  it("says the link failed when the server could not confirm it", () => {
    stubServer({});
    renderAuth("/auth?confirmed=1&error=INVALID_TOKEN");
    expect(screen.getByRole("alert")).toHaveTextContent(en.confirmationLinkFailed);
  });

  it("takes the focus into its main area when a link of another screen brought the rider here", async () => {
    stubServer({});
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <MemoryRouter initialEntries={["/settings"]}>
          <Routes>
            <Route path="/settings" element={<Link to="/auth">Sign in</Link>} />
            <Route path="/auth" element={<AuthScreen />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole("link", { name: "Sign in" }));
    expect(screen.getByRole("heading", { level: 1, name: "Sign In" })).toBeInTheDocument();
    // The link went with its screen: the focus would fall to the page, and a keyboard start over at the top.
    expect(screen.getByRole("main")).toHaveFocus();
  });

  it("leaves the focus where the browser put it when the page opens here", () => {
    stubServer({});
    renderAuth();
    expect(screen.getByRole("main")).not.toHaveFocus();
  });
});
