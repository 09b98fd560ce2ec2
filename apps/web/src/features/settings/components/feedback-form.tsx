import { feedbackInputSchema, firstRefusal, refusalWords } from "@riles/core";
import { type FormEvent, useId, useLayoutEffect, useRef, useState } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { FieldError, invalidFieldProps } from "#web/components/ui/field-error.tsx";
import { FOCUS_RING } from "#web/components/ui/focus-ring.ts";
import { ErrorBox, SuccessBox } from "#web/components/ui/message-box.tsx";
import { TextField } from "#web/components/ui/text-field.tsx";
import { useI18n } from "#web/lib/i18n/i18n.ts";
import { useRefusalWords } from "#web/lib/i18n/use-refusal-words.ts";
import { useSendFeedback } from "../api/send-feedback";

/** Our own bug-report form, used when no external form is configured (docs/product.md). */
export function FeedbackForm() {
  const { t } = useI18n();
  const refusals = useRefusalWords();
  const [message, setMessage] = useState("");
  const [contact, setContact] = useState("");
  const [validationError, setValidationError] = useState<string | null>(null);
  const [faultyField, setFaultyField] = useState<"message" | "contact" | null>(null);
  const messageId = useId();
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const contactRef = useRef<HTMLInputElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const send = useSendFeedback();

  // After a submit the focus goes to what answers it: the sent message, or the field at fault.
  useLayoutEffect(() => {
    if (send.isSuccess) sentRef.current?.focus();
  }, [send.isSuccess]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    send.reset();
    const input = feedbackInputSchema.safeParse({ message, contact, page: window.location.pathname });
    if (!input.success) {
      const field = input.error.issues[0]?.path[0] === "contact" ? "contact" : "message";
      setValidationError(refusalWords(refusals, firstRefusal(input.error)));
      setFaultyField(field);
      (field === "contact" ? contactRef : messageRef).current?.focus();
      return;
    }
    setValidationError(null);
    setFaultyField(null);
    send.mutate(input.data, {
      onSuccess: () => {
        setMessage("");
        setContact("");
      },
    });
  }

  const error = validationError ?? send.error?.message ?? null;
  const messageError = faultyField === "message" ? (validationError ?? undefined) : undefined;
  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-3">
      {error ? <ErrorBox>{error}</ErrorBox> : null}
      {send.isSuccess ? (
        <div ref={sentRef} tabIndex={-1} className="focus:outline-none">
          <SuccessBox>{t.feedbackSent}</SuccessBox>
        </div>
      ) : null}
      <div className="flex flex-col gap-1">
        <label htmlFor={messageId} className="text-sm font-medium text-slate-700">
          {t.whatWentWrong}
        </label>
        <textarea
          ref={messageRef}
          {...invalidFieldProps(`${messageId}-error`, messageError)}
          id={messageId}
          required
          rows={4}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          className={`rounded-lg border border-slate-300 px-3 py-2 text-base ${FOCUS_RING.default}`}
        />
        <FieldError id={`${messageId}-error`} error={messageError} />
      </div>
      <TextField
        label={t.feedbackContact}
        type="email"
        autoComplete="email"
        value={contact}
        onValueChange={setContact}
        ref={contactRef}
        error={faultyField === "contact" ? (validationError ?? undefined) : undefined}
      />
      <Button type="submit" busy={send.isPending} className="self-start">
        {send.isPending ? t.sending : t.sendReport}
      </Button>
    </form>
  );
}
