import { MIN_PASSWORD_LENGTH } from "@riles/core";
import { type FormEvent, useLayoutEffect, useRef, useState } from "react";
import { useNavigate, useNavigationType, useSearchParams } from "react-router";
import { BackButton } from "#web/components/ui/back-button.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { ErrorBox, SuccessBox } from "#web/components/ui/message-box.tsx";
import { PasswordField } from "#web/components/ui/password-field.tsx";
import { MAIN_CONTENT_ID, SkipLink } from "#web/components/ui/skip-link.tsx";
import { useScreenTitle } from "#web/hooks/use-screen-title.ts";
import { ApiError } from "#web/lib/api-error.ts";
import { focusLost } from "#web/lib/focus-lost.ts";
import { useI18n } from "#web/lib/i18n/i18n.ts";
import { useRefusalWords } from "#web/lib/i18n/use-refusal-words.ts";
import { takeRedirectAfterAuth } from "#web/lib/redirect-after-auth.ts";
import { useResendConfirmation } from "../api/account-recovery";
import { EMAIL_NOT_VERIFIED, useSignIn, useSignUp } from "../api/credentials-auth";
import { type AuthMessages, type AuthMode, authLanding, NO_MESSAGES } from "./auth-landing";
import { checkCredentials } from "./credentials-check";
import { EmailField } from "./email-field";
import { ForgotPasswordForm } from "./forgot-password-form";
import { ResetPasswordForm } from "./reset-password-form";

/**
 * /auth: sign in, create an account that must be confirmed by e-mail, ask for a reset link, or set a new
 * password from one (docs/decisions/026-account-recovery-and-deletion.md).
 */
export function AuthScreen() {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const { t, language } = useI18n();
  const refusals = useRefusalWords();
  const [landing] = useState(() => authLanding(searchParams, t));
  const [mode, setMode] = useState<AuthMode>(landing.mode);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const signIn = useSignIn();
  const signUp = useSignUp();
  const resend = useResendConfirmation();
  const submitting = signIn.isPending || signUp.isPending || resend.isPending;
  const [messages, setMessages] = useState<AuthMessages>(landing.messages);
  const messageRef = useRef<HTMLDivElement>(null);
  const mainRef = useRef<HTMLElement>(null);
  // Why a signed-in-only screen sent the visitor here.
  const from = mode === "sign-in" ? searchParams.get("from") : null;
  const reason = from === "report" ? t.signInToReport : from === "moderate" ? t.signInToModerate : null;

  // What answers a submit gets the focus, so a screen reader and a keyboard land on it: the first field at
  // fault, or else the message.
  useLayoutEffect(() => {
    const invalid = mainRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) invalid.focus();
    else if (messages.error || messages.success) messageRef.current?.focus();
  }, [messages]);

  // Arriving from another screen (Settings' "Sign in", the report form sending a visitor here), the link or
  // tab that had the focus went with that screen, which lies outside the main layout that hands the focus on
  // (main-layout.tsx): the focus goes to this screen's main area, unless a message took it. Not when the page
  // has just loaded or Back brought it here, where the browser's own place stands.
  const navigationType = useNavigationType();
  const arrivedBy = useRef(navigationType);
  useLayoutEffect(() => {
    if (arrivedBy.current !== "POP" && focusLost()) mainRef.current?.focus({ preventScroll: true });
  }, []);

  // A new mode is a new screen (its own title and heading) whose link has gone with the old one: the focus
  // goes to the main area, as it does between the app's screens (main-layout.tsx), unless a message took it.
  const shownMode = useRef(mode);
  useLayoutEffect(() => {
    if (shownMode.current === mode) return;
    shownMode.current = mode;
    if (focusLost()) mainRef.current?.focus({ preventScroll: true });
  }, [mode]);

  function switchTo(next: AuthMode, nextMessages: AuthMessages = NO_MESSAGES) {
    setMode(next);
    setMessages(nextMessages);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkCredentials(email, password, t, refusals);
    if (!checked.ok) {
      setMessages(checked.messages);
      return;
    }
    setMessages(NO_MESSAGES);
    try {
      if (mode === "sign-up") {
        await signUp.mutateAsync({ ...checked.credentials, language });
        setPassword("");
        // The next step is signing in once the address is confirmed; the address stays filled in.
        switchTo("sign-in", { error: null, success: t.signUpSuccess });
      } else {
        await signIn.mutateAsync(checked.credentials);
        navigate(takeRedirectAfterAuth(), { replace: true });
      }
    } catch (error) {
      setMessages({
        error: error instanceof Error ? error.message : String(error),
        success: null,
        unconfirmed: error instanceof ApiError && error.code === EMAIL_NOT_VERIFIED,
      });
    }
  }

  async function sendConfirmationAgain() {
    try {
      await resend.mutateAsync(email.trim());
      setMessages({ error: null, success: t.confirmationSentAgain });
    } catch (error) {
      setMessages({ error: error instanceof Error ? error.message : String(error), success: null });
    }
  }

  function passwordChanged() {
    setSearchParams({}, { replace: true });
    switchTo("sign-in", { error: null, success: t.passwordChanged });
  }

  useScreenTitle(t.authTitles[mode]);
  return (
    <>
      <SkipLink />
      <main
        ref={mainRef}
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="mx-auto flex min-h-dvh max-w-md flex-col gap-4 bg-white px-4 py-4 focus:outline-none"
      >
        <div>
          <BackButton />
        </div>
        <h1 className="text-2xl font-bold text-slate-900">{t.authTitles[mode]}</h1>
        {reason ? <p className="text-base text-slate-800">{reason}</p> : null}
        {messages.error || messages.success ? (
          <div ref={messageRef} tabIndex={-1} className="flex flex-col gap-2 focus:outline-none">
            {messages.error ? <ErrorBox>{messages.error}</ErrorBox> : null}
            {messages.success ? <SuccessBox>{messages.success}</SuccessBox> : null}
            {messages.unconfirmed ? (
              <Button
                onClick={sendConfirmationAgain}
                busy={submitting}
                variant="link"
                className="self-center"
              >
                {t.sendLinkAgain}
              </Button>
            ) : null}
          </div>
        ) : null}
        {mode === "forgot" ? (
          <ForgotPasswordForm
            email={email}
            emailError={messages.fields?.email}
            onEmailChange={setEmail}
            onMessages={setMessages}
          />
        ) : mode === "reset" && landing.token ? (
          <ResetPasswordForm
            token={landing.token}
            onDone={passwordChanged}
            passwordError={messages.fields?.password}
            onError={(error, onField) =>
              setMessages({ error, success: null, fields: onField ? { password: error } : undefined })
            }
            onLinkFailed={() => switchTo("forgot", { error: t.resetLinkFailed, success: null })}
          />
        ) : (
          <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
            <EmailField value={email} onValueChange={setEmail} error={messages.fields?.email} />
            <PasswordField
              label={t.password}
              required
              minLength={MIN_PASSWORD_LENGTH}
              autoComplete={mode === "sign-in" ? "current-password" : "new-password"}
              value={password}
              onValueChange={setPassword}
              error={messages.fields?.password}
            />
            <Button type="submit" busy={submitting}>
              {mode === "sign-up" ? t.signUpButton : t.signInButton}
            </Button>
          </form>
        )}
        {mode === "sign-in" ? (
          <Button variant="link" className="self-center" onClick={() => switchTo("forgot")}>
            {t.forgotPassword}
          </Button>
        ) : null}
        {mode === "sign-in" || mode === "sign-up" ? (
          // Keyed by the mode, so the toggle pressed goes with its screen and the focus to the new one's
          // main area, as for every other change of mode; kept, it would stay under the other name.
          <Button
            key={mode}
            variant="link"
            className="self-center"
            onClick={() => switchTo(mode === "sign-in" ? "sign-up" : "sign-in")}
          >
            {mode === "sign-in" ? t.noAccount : t.haveAccount}
          </Button>
        ) : (
          <Button key="back" variant="link" className="self-center" onClick={() => switchTo("sign-in")}>
            {t.backToSignIn}
          </Button>
        )}
      </main>
    </>
  );
}
