import { MESSAGES } from "@riles/core";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonResponse, renderRoute, stubServer } from "../../../test/render-route";
import { REDIRECT_AFTER_AUTH_KEY } from "../api/redirect-after-auth";
import { SESSION_QUERY_KEY } from "../api/session";
import { ADDRESS_CONFIRMED_TEXT, AuthScreen, CONFIRMATION_LINK_FAILED_TEXT } from "./auth-screen";

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
    await userEvent.click(screen.getByRole("button", { name: "Already have an account? Sign in" }));
    expect(screen.getByRole("heading", { name: "Sign In" })).toBeInTheDocument();
  });

  it("after sign-up shows the spec's success text and starts no session", async () => {
    const calls = stubServer({
      "POST /api/auth/sign-up/email": () => jsonResponse(200, { token: null, user: {} }),
    });
    const { queryClient } = renderAuth();
    await userEvent.click(screen.getByRole("button", { name: "Don't have an account? Sign up" }));
    await fillCredentials("juan@example.com", "secret1");
    await userEvent.click(screen.getByRole("button", { name: "Sign Up" }));
    expect(await screen.findByRole("status")).toHaveTextContent(MESSAGES.signUpSuccess);
    expect(screen.getByLabelText("Password")).toHaveValue("");
    expect(screen.getByTestId("location")).toHaveTextContent("/auth");
    expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toBeUndefined();
    expect(calls[0]?.body).toMatchObject({ email: "juan@example.com", password: "secret1" });
  });

  it("refuses a password under 6 characters without asking the server", async () => {
    const calls = stubServer({});
    renderAuth();
    await fillCredentials("juan@example.com", "12345");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(screen.getByRole("alert")).toHaveTextContent(MESSAGES.passwordTooShort);
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

  it("after sign-in goes to the remembered path once, and remembers the user", async () => {
    sessionStorage.setItem(REDIRECT_AFTER_AUTH_KEY, "/report?line=lrt1&station=edsa");
    stubServer({
      "POST /api/auth/sign-in/email": () => jsonResponse(200, { user: { email: "juan@example.com" } }),
    });
    const { queryClient } = renderAuth();
    await fillCredentials("juan@example.com", "secret1");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("/report?line=lrt1&station=edsa")).toBeInTheDocument();
    expect(sessionStorage.getItem(REDIRECT_AFTER_AUTH_KEY)).toBeNull();
    expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toEqual({ email: "juan@example.com" });
  });

  it("goes home after sign-in when nothing was remembered, and never to another site", async () => {
    sessionStorage.setItem(REDIRECT_AFTER_AUTH_KEY, "//evil.example.com/");
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
    expect(screen.getByRole("status")).toHaveTextContent(ADDRESS_CONFIRMED_TEXT);
  });

  it("says the link failed when the server could not confirm it", () => {
    stubServer({});
    renderAuth("/auth?confirmed=1&error=INVALID_TOKEN");
    expect(screen.getByRole("alert")).toHaveTextContent(CONFIRMATION_LINK_FAILED_TEXT);
  });
});
