import type { ReactNode } from "react";

interface MessageProps {
  title?: string;
  children: ReactNode;
}

const TONES = {
  error: { role: "alert", colours: "border-red-200 bg-red-50 text-red-800" },
  success: { role: "status", colours: "border-green-200 bg-green-50 text-green-800" },
} as const;

function MessageBox({ tone, title, children }: MessageProps & { tone: keyof typeof TONES }) {
  const { role, colours } = TONES[tone];
  return (
    <div role={role} className={`rounded-lg border p-3 text-sm ${colours}`}>
      {title ? <p className="font-semibold">{title}</p> : null}
      <p>{children}</p>
    </div>
  );
}

/** The red error box, announced at once. */
export function ErrorBox(props: MessageProps) {
  return <MessageBox tone="error" {...props} />;
}

/** The green success box, announced politely. */
export function SuccessBox(props: MessageProps) {
  return <MessageBox tone="success" {...props} />;
}
