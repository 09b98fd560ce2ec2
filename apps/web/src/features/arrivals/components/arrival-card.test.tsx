import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { applyLanguage } from "#web/lib/i18n/i18n.ts";
import { ArrivalCard } from "./arrival-card";

const NOW = new Date("2026-11-24T08:03:30+08:00");

function renderCard(
  minutesAhead: number,
  options: { isNext?: boolean; status?: "on-time" | "delayed" | "cancelled" } = {},
) {
  const estimatedArrival = new Date(NOW.getTime() + minutesAhead * 60_000);
  return render(
    <ul>
      <ArrivalCard
        estimatedArrival={estimatedArrival}
        isNext={options.isNext ?? false}
        status={options.status ?? "on-time"}
      />
    </ul>,
  );
}

const minutesShown = () => screen.getByTestId("arrival-minutes").textContent;
const band = () => screen.getByRole("listitem").dataset.band;

describe("ArrivalCard", () => {
  it.each([
    [0, "Now", "now"],
    [1, "1", "imminent"],
    [2, "2", "imminent"],
    [3, "3", "soon"],
    [5, "5", "soon"],
    [6, "6", "later"],
    [10, "10", "later"],
  ])("%i minutes ahead shows '%s' in the %s colour band", (minutes, shown, expectedBand) => {
    vi.useFakeTimers({ now: NOW });
    renderCard(minutes);
    expect(minutesShown()).toBe(shown);
    expect(band()).toBe(expectedBand);
  });

  it("at 0 minutes says Now and Arriving, and pulses only when motion is welcome", () => {
    vi.useFakeTimers({ now: NOW });
    renderCard(0, { isNext: true });
    expect(screen.getByText("Arriving")).toBeInTheDocument();
    expect(screen.getByTestId("arrival-minutes")).not.toHaveAttribute("aria-hidden");
    expect(screen.getByText("Next Train")).toBeInTheDocument();
    // A glow pulses around the card; fading the card would drop its text's contrast below 4.5:1.
    expect(screen.getByRole("listitem").className).toContain("motion-safe:animate-now-glow");
    expect(screen.getByRole("listitem").className).not.toContain("animate-pulse");
  });

  it("names the Manila arrival time and the status of a delayed train, not the direction its group names", () => {
    vi.useFakeTimers({ now: NOW });
    renderCard(4, { status: "delayed" });
    expect(screen.queryByText("Northbound")).toBeNull();
    expect(screen.getByText("in 4 minutes · 8:07 AM")).toBeInTheDocument();
    expect(screen.getByText("Delayed")).toBeInTheDocument();
    expect(screen.queryByText("Next Train")).toBeNull();
  });

  it.each([
    [1, "1 minute"],
    [3, "3 minutes"],
  ])("%i minutes ahead is announced as '%s', not as a bare figure and 'min'", (minutes, words) => {
    vi.useFakeTimers({ now: NOW });
    renderCard(minutes);
    expect(screen.getByText(words, { selector: ".sr-only" })).toBeInTheDocument();
    expect(screen.getByTestId("arrival-minutes")).toHaveAttribute("aria-hidden", "true");
  });

  it("says Cancelled for a cancelled train", () => {
    vi.useFakeTimers({ now: NOW });
    renderCard(4, { status: "cancelled" });
    expect(screen.getByText("Cancelled")).toBeInTheDocument();
  });

  it("counts down at the next minute boundary, then every minute, and stops at Now", () => {
    vi.useFakeTimers({ now: NOW });
    // Arrives at 08:06:30; at 08:03:30 that is 3 whole minutes away.
    renderCard(3);
    expect(minutesShown()).toBe("3");
    act(() => vi.advanceTimersByTime(29_999));
    expect(minutesShown()).toBe("3");
    // 08:04:00, the minute boundary: 2.5 minutes away, shown as 2.
    act(() => vi.advanceTimersByTime(1));
    expect(minutesShown()).toBe("2");
    act(() => vi.advanceTimersByTime(60_000));
    expect(minutesShown()).toBe("1");
    act(() => vi.advanceTimersByTime(60_000));
    expect(minutesShown()).toBe("Now");
    act(() => vi.advanceTimersByTime(10 * 60_000));
    expect(minutesShown()).toBe("Now");
  });

  describe("in Filipino", () => {
    it.each([
      [1, "1 minuto", "sa 1 minuto · 8:04 AM"],
      [4, "4 na minuto", "sa 4 na minuto · 8:07 AM"],
      [6, "6 na minuto", "sa 6 na minuto · 8:09 AM"],
    ])("%i minutes ahead is read as '%s' (Filipino's plural rules)", async (minutes, spoken, caption) => {
      await applyLanguage("fil");
      vi.useFakeTimers({ now: NOW });
      renderCard(minutes, { isNext: true, status: "delayed" });
      expect(screen.getByText(spoken)).toHaveClass("sr-only");
      expect(screen.getByText(caption)).toBeInTheDocument();
      expect(screen.getByText("Susunod na Tren")).toBeInTheDocument();
      expect(screen.getByText("Naantala")).toBeInTheDocument();
    });

    it("says Ngayon and Padating na at 0 minutes", async () => {
      await applyLanguage("fil");
      vi.useFakeTimers({ now: NOW });
      renderCard(0);
      expect(minutesShown()).toBe("Ngayon");
      expect(screen.getByText("Padating na")).toBeInTheDocument();
    });
  });
});
