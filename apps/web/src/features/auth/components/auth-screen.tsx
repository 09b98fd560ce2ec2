import { credentialsSchema, firstIssueMessage, MESSAGES, MIN_PASSWORD_LENGTH } from "@riles/core";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { ErrorBox, SuccessBox } from "../../../components/ui/message-box";
import { TextField } from "../../../components/ui/text-field";
import { signIn, signUp } from "../api/credentials-auth";
import { takeRedirectAfterAuth } from "../api/redirect-after-auth";
import { SESSION_QUERY_KEY } from "../api/session";
import { BackButton } from "./back-button";

type Mode = "sign-in" | "sign-up";

const TEXTS: Record<Mode, { title: string; submit: string; toggle: string }> = {
  "sign-in": { title: "Sign In", submit: "Sign In", toggle: "Don't have an account? Sign up" },
  "sign-up": { title: "Create Account", submit: "Sign Up", toggle: "Already have an account? Sign in" },
};

export const ADDRESS_CONFIRMED_TEXT = "Your email address is confirmed. You can sign in now.";
export const CONFIRMATION_LINK_FAILED_TEXT =
  "This confirmation link is invalid or has expired. Sign in to have a new one sent to you.";

/** What the confirmation link's landing (the server redirects here) says, if anything. */
function landingMessages(params: URLSearchParams): { error: string | null; success: string | null } {
  if (params.has("error")) return { error: CONFIRMATION_LINK_FAILED_TEXT, success: null };
  if (params.get("confirmed") === "1") return { error: null, success: ADDRESS_CONFIRMED_TEXT };
  return { error: null, success: null };
}

/** /auth: sign in, or create an account that must be confirmed by e-mail before signing in. */
export function AuthScreen() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const [mode, setMode] = useState<Mode>("sign-in");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [submitting, setSubmitting] = useState(false);
  const [messages, setMessages] = useState(() => landingMessages(searchParams));
  const texts = TEXTS[mode];

  function toggleMode() {
    setMode(mode === "sign-in" ? "sign-up" : "sign-in");
    setMessages({ error: null, success: null });
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = credentialsSchema.safeParse({ email, password });
    if (!parsed.success) {
      setMessages({ error: firstIssueMessage(parsed.error), success: null });
      return;
    }
    setSubmitting(true);
    setMessages({ error: null, success: null });
    try {
      if (mode === "sign-up") {
        await signUp(parsed.data);
        setPassword("");
        setMessages({ error: null, success: MESSAGES.signUpSuccess });
      } else {
        const user = await signIn(parsed.data);
        queryClient.setQueryData(SESSION_QUERY_KEY, user);
        navigate(takeRedirectAfterAuth(), { replace: true });
      }
    } catch (error) {
      setMessages({ error: error instanceof Error ? error.message : String(error), success: null });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col gap-4 bg-white px-4 py-4">
      <div>
        <BackButton />
      </div>
      <h1 className="text-2xl font-bold text-slate-900">{texts.title}</h1>
      {messages.error ? <ErrorBox>{messages.error}</ErrorBox> : null}
      {messages.success ? <SuccessBox>{messages.success}</SuccessBox> : null}
      <form onSubmit={handleSubmit} className="flex flex-col gap-4">
        <TextField
          label="Email"
          type="email"
          required
          autoComplete="email"
          value={email}
          onValueChange={setEmail}
        />
        <TextField
          label="Password"
          type="password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          autoComplete={mode === "sign-in" ? "current-password" : "new-password"}
          value={password}
          onValueChange={setPassword}
        />
        <button
          type="submit"
          disabled={submitting}
          className="rounded-lg bg-indigo-700 px-4 py-2 font-semibold text-white hover:bg-indigo-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:opacity-60"
        >
          {texts.submit}
        </button>
      </form>
      <button
        type="button"
        onClick={toggleMode}
        className="self-center text-sm font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        {texts.toggle}
      </button>
    </main>
  );
}
