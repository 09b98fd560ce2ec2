import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { LineFilterButtons } from "./line-filter-buttons";

describe("LineFilterButtons", () => {
  it("marks the chosen filter pressed, fills it with the line colour, and reports a change", async () => {
    const onChange = vi.fn();
    render(<LineFilterButtons value="mrt3" onChange={onChange} troubleOf={() => null} />);

    expect(screen.getByRole("button", { name: "All Lines" })).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByRole("button", { name: "MRT-3" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "MRT-3" })).toHaveStyle({ backgroundColor: "#ca8a04" });

    await userEvent.click(screen.getByRole("button", { name: "LRT-1" }));
    expect(onChange).toHaveBeenCalledWith("lrt1");
    expect(screen.queryByText(/ reported$/)).toBeNull();
  });

  it("marks a line whose riders reported trouble", () => {
    render(
      <LineFilterButtons
        value="all"
        onChange={() => {}}
        troubleOf={(lineId) => (lineId === "lrt2" ? "cancelled" : lineId === "mrt3" ? "delayed" : null)}
      />,
    );
    expect(screen.getByRole("button", { name: "LRT-2" })).toHaveAccessibleDescription(
      "Cancellations reported",
    );
    expect(screen.getByRole("button", { name: "MRT-3" })).toHaveAccessibleDescription("Delays reported");
    expect(screen.getByRole("button", { name: "LRT-1" })).not.toHaveAccessibleDescription();
    expect(screen.getByText("Cancellations reported")).toBeVisible();
  });
});
