import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { LeaveTimeChoice } from "./leave-time-choice";

function Choice({ initial }: { initial: string | undefined }) {
  const [time, setTime] = useState(initial);
  return (
    <>
      <LeaveTimeChoice time={time} onChange={setTime} />
      <output>{time ?? "now"}</output>
    </>
  );
}

describe("LeaveTimeChoice", () => {
  // A browser's time field reads "" while one of its parts is cleared or half typed (Backspace on the hour,
  // or the first digit of "10"): the rider is still choosing a time, not asking to leave now.
  it("keeps 'Leave at', the field and its focus while the time is unfinished", () => {
    render(<Choice initial="21:00" />);
    const field = screen.getByLabelText("Time of leaving (Manila)");
    field.focus();
    fireEvent.change(field, { target: { value: "" } });
    expect(screen.getByRole("radio", { name: "Leave at" })).toBeChecked();
    expect(screen.getByLabelText("Time of leaving (Manila)")).toHaveFocus();
    expect(screen.getByRole("status")).toHaveTextContent("21:00");
  });

  it("takes the time once it is whole again", () => {
    render(<Choice initial="21:00" />);
    const field = screen.getByLabelText("Time of leaving (Manila)");
    fireEvent.change(field, { target: { value: "" } });
    fireEvent.change(field, { target: { value: "22:30" } });
    expect(screen.getByRole("status")).toHaveTextContent("22:30");
  });

  it("leaves now when the rider chooses 'Leave now'", () => {
    render(<Choice initial="21:00" />);
    fireEvent.click(screen.getByRole("radio", { name: "Leave now" }));
    expect(screen.queryByLabelText("Time of leaving (Manila)")).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("now");
  });
});

describe("LeaveTimeChoice while the rider types", () => {
  // Chromium forgets the half-typed hour of "10" when React writes the field's value again, so a whole
  // time typed must not be written back before the next key ("1030P" became 03:00).
  it("does not write the field again as each whole time is taken", () => {
    render(<Choice initial="11:50" />);
    const field = screen.getByLabelText("Time of leaving (Manila)");
    const writes: string[] = [];
    new MutationObserver((records) =>
      writes.push(...records.map((record) => `${record.attributeName}`)),
    ).observe(field, { attributeFilter: ["value"] });
    fireEvent.change(field, { target: { value: "01:50" } });
    expect(screen.getByRole("status")).toHaveTextContent("01:50");
    return Promise.resolve().then(() => expect(writes).toEqual([]));
  });
});
