import { type ReportRow, WEB_TEXTS_EN } from "@riles/core";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useNavigate } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { applyLanguage } from "#web/lib/i18n/i18n.ts";
import { FakeEventSource } from "#web/test/fake-event-source.ts";
import { journeysAnswer } from "#web/test/journeys-server.ts";
import { pinClock } from "#web/test/pin-clock.ts";
import {
  currentLocation,
  type Handler,
  jsonResponse,
  renderRoute,
  stubServer,
} from "#web/test/render-route.tsx";
import { EDSA_DELAYED_REPORT } from "#web/test/report-fixtures.ts";
import { JourneyScreen } from "./journey-screen";

// Tuesday 08:03 in Manila: every line is open.
const NOW = new Date("2026-11-24T08:03:00+08:00");

let asked: URLSearchParams[];

function serve(answer: Handler = journeysAnswer(NOW)) {
  asked = [];
  stubServer({
    "GET /api/journeys": (body, request) => {
      asked.push(new URL(request.url).searchParams);
      return answer(body, request);
    },
  });
}

/** The browser's Back and Forward. */
function HistoryButtons() {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
      <button type="button" onClick={() => navigate(1)}>
        Forward
      </button>
    </>
  );
}

function show(at: string) {
  return renderRoute(<JourneyScreen />, { path: "/journey", at });
}

/** The way numbered `index` (1 for the fastest), found by its heading. */
async function option(index: number) {
  const heading = await screen.findByRole("heading", { level: 3, name: new RegExp(`^Option ${index}:`) });
  const card = heading.closest("article");
  if (!card) throw new Error(`no card for option ${index}`);
  return within(card);
}

beforeEach(() => {
  pinClock(NOW);
});

describe("JourneyScreen", () => {
  it("plans Monumento to Ayala with a change at EDSA-Taft: legs, walk, times, stops and fares", async () => {
    serve();
    show("/journey?from=lrt1.mon&to=mrt3.ayala");
    expect(screen.getByRole("heading", { level: 1, name: "Plan a journey" })).toBeInTheDocument();
    expect(screen.getByText("Planning your journey…")).toBeInTheDocument();
    const first = await option(1);
    expect(first.getByRole("heading", { name: "Option 1: 46 minutes" })).toBeInTheDocument();
    expect(first.getByText("Next train in 1 minute")).toBeInTheDocument();
    const legs = first.getAllByRole("listitem");
    expect(legs).toHaveLength(3);
    expect(legs[0]).toHaveTextContent("LRT-1 towards Dr. Santos");
    expect(legs[0]).toHaveTextContent("Monumento to EDSA, 16 stops");
    expect(legs[0]).toHaveTextContent("Departs 8:04 AM (from the timetable).");
    expect(legs[0]).toHaveTextContent("Fare ₱36");
    expect(legs[1]).toHaveTextContent("Walk from EDSA to Taft Avenue: 7 minutes");
    expect(legs[1]).toHaveTextContent("You leave the paid area: the next line is paid again.");
    expect(legs[2]).toHaveTextContent("MRT-3 towards North Avenue");
    expect(legs[2]).toHaveTextContent("Taft Avenue to Ayala, 2 stops");
    expect(legs[2]).toHaveTextContent("Fare ₱13");
    expect(first.getByText("Arrive at 8:50 AM")).toBeInTheDocument();
    expect(first.getByText("Total fare ₱49 (beep card)")).toBeInTheDocument();
    expect(first.getByText(/1 change/)).toBeInTheDocument();
    // Said to screen readers as it comes: the ways appear below the form, out of sight on a phone.
    expect(screen.getByRole("status")).toHaveTextContent("1 way found: arrive at 8:50 AM.");
    expect(asked[0]?.get("from_line")).toBe("lrt1");
    expect(asked[0]?.get("to_station")).toBe("ayala");
    expect(asked[0]?.has("at")).toBe(false);
  });

  it("says it in Filipino", async () => {
    await applyLanguage("fil");
    serve();
    show("/journey?from=lrt1.mon&to=mrt3.ayala");
    expect(screen.getByRole("heading", { level: 1, name: "Magplano ng biyahe" })).toBeInTheDocument();
    const heading = await screen.findByRole("heading", { level: 3, name: /^Opsyon 1:/ });
    const card = within(heading.closest("article") as HTMLElement);
    expect(card.getByText("Susunod na tren sa 1 minuto")).toBeInTheDocument();
    expect(card.getByText("Maglakad mula EDSA papuntang Taft Avenue: 7 minuto")).toBeInTheDocument();
    expect(card.getByText("LRT-1 papuntang Dr. Santos")).toBeInTheDocument();
    expect(card.getByText("Kabuuang pamasahe ₱49 (beep card)")).toBeInTheDocument();
    expect(
      card.getByText("Lalabas ka sa bayad na bahagi: babayaran muli ang susunod na linya."),
    ).toBeInTheDocument();
  });

  // The card and fare fields were left in English ("Card", "beep card (stored value)", "Regular").
  it("offers the card and the fare kind in Filipino", async () => {
    await applyLanguage("fil");
    serve();
    show("/journey?from=lrt1.mon&to=mrt3.ayala");
    const options = (name: string) =>
      within(screen.getByRole("combobox", { name }))
        .getAllByRole("option")
        .map((option) => option.textContent);
    expect(options("Card o tiket")).toEqual(["beep card (may load)", "Tiket na single journey"]);
    expect(options("Pamasahe")).toEqual([
      "Karaniwang pasahero",
      "Estudyante (50 % bawas)",
      "Senior citizen (50 % bawas)",
      "May kapansanan (50 % bawas)",
    ]);
    await screen.findByRole("heading", { level: 3, name: /^Opsyon 1:/ });
  });

  it("shows a way's route on the map on asking, its start, changes and end named, in both languages", async () => {
    serve();
    const user = userEvent.setup();
    show("/journey?from=lrt1.mon&to=mrt3.ayala");
    const first = await option(1);
    // Named with its way, so the buttons of two ways differ for a screen reader's list of buttons.
    const toggle = first.getByRole("button", { name: "Show the route on the map (Option 1: 46 minutes)" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(first.queryByRole("region", { name: /^Map of/ })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(toggle).toHaveTextContent("Hide the map");
    const map = await first.findByRole("region", { name: "Map of Option 1: 46 minutes" });
    // The legs list is the map's text alternative.
    expect(map).toHaveAccessibleDescription(/Monumento to EDSA, 16 stops/);
    await waitFor(() =>
      expect(
        within(map)
          .getAllByRole("img")
          .map((pin) => pin.getAttribute("alt")),
      ).toEqual([
        "Start: Monumento, LRT-1",
        "Change at EDSA, LRT-1",
        "Change at Taft Avenue, MRT-3",
        "End: Ayala, MRT-3",
      ]),
    );
    await user.click(toggle);
    expect(first.queryByRole("region", { name: /^Map of/ })).not.toBeInTheDocument();

    await act(() => applyLanguage("fil"));
    await user.click(
      first.getByRole("button", { name: "Ipakita ang ruta sa mapa (Opsyon 1: 46 na minuto)" }),
    );
    const mapa = await first.findByRole("region", { name: "Mapa ng Opsyon 1: 46 na minuto" });
    await waitFor(() =>
      expect(within(mapa).getAllByRole("img")[2]).toHaveAttribute("alt", "Lilipat sa Taft Avenue, MRT-3"),
    );
  });

  it("finds both ends by the station search, old names included, and asks once both are chosen", async () => {
    serve();
    const user = userEvent.setup();
    show("/journey");
    expect(screen.getByText("Choose where you leave from and where you go.")).toBeInTheDocument();
    await user.type(screen.getByRole("combobox", { name: "Search the station you leave from" }), "roosevelt");
    const fromMatches = screen.getByRole("listbox", { name: "Search the station you leave from" });
    await user.click(within(fromMatches).getByRole("option", { name: /Fernando Poe Jr\./ }));
    expect(screen.getByText("Fernando Poe Jr., LRT-1")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Change: From" })).toHaveFocus();
    await user.type(screen.getByRole("combobox", { name: "Search the station you go to" }), "buendia");
    const toMatches = screen.getByRole("listbox", { name: "Search the station you go to" });
    // Buendia is on LRT-1 (an old name of Gil Puyat) and on MRT-3.
    expect(within(toMatches).getAllByRole("option")).toHaveLength(2);
    await user.click(within(toMatches).getByRole("option", { name: /MRT-3/ }));
    await option(1);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.get("from_station")).toBe("fpr");
    expect(asked[0]?.get("to_line")).toBe("mrt3");
  });

  it("moves through the matches with the arrows, keeping the focus in the search, and Enter chooses", async () => {
    serve();
    const user = userEvent.setup();
    show("/journey?from=lrt1.mon");
    const search = screen.getByRole("combobox", { name: "Search the station you go to" });
    await user.type(search, "buendia");
    expect(search).toHaveAttribute("aria-expanded", "true");
    const matches = within(screen.getByRole("listbox", { name: "Search the station you go to" }));
    const [onLrt1, onMrt3] = matches.getAllByRole("option");
    expect(matches.queryByRole("option", { selected: true })).toBeNull();

    await user.keyboard("{ArrowDown}");
    expect(search).toHaveFocus();
    expect(search).toHaveAttribute("aria-activedescendant", onLrt1?.id);
    expect(matches.getByRole("option", { selected: true })).toBe(onLrt1);
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(matches.getByRole("option", { selected: true })).toBe(onMrt3);
    await user.keyboard("{ArrowUp}{ArrowUp}{ArrowDown}");
    expect(search).toHaveAttribute("aria-activedescendant", onMrt3?.id);

    await user.keyboard("{Enter}");
    expect(screen.getByText("Buendia, MRT-3")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Change: To" })).toHaveFocus();
    await option(1);
    expect(asked[0]?.get("to_line")).toBe("mrt3");
  });

  it("chooses the first match on Enter when none was moved to", async () => {
    serve();
    const user = userEvent.setup();
    show("/journey?to=mrt3.ayala");
    await user.type(
      screen.getByRole("combobox", { name: "Search the station you leave from" }),
      "buendia{Enter}",
    );
    expect(screen.getByText("Gil Puyat, LRT-1")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Change: From" })).toHaveFocus();
  });

  it("closes the matches on Escape, keeping what was typed, and the arrows open them again", async () => {
    serve();
    const user = userEvent.setup();
    show("/journey");
    const search = screen.getByRole("combobox", { name: "Search the station you leave from" });
    await user.type(search, "buendia{ArrowDown}{Escape}");
    expect(screen.queryByRole("listbox", { name: "Search the station you leave from" })).toBeNull();
    expect(search).toHaveAttribute("aria-expanded", "false");
    expect(search).not.toHaveAttribute("aria-activedescendant");
    expect(search).toHaveValue("buendia");
    expect(search).toHaveFocus();

    await user.keyboard("{ArrowDown}");
    const matches = screen.getByRole("listbox", { name: "Search the station you leave from" });
    expect(within(matches).getByRole("option", { selected: true })).toHaveAccessibleName(/LRT-1/);
  });

  it("tells a screen reader in the search when no station matches what was typed, and what to type", async () => {
    serve();
    const user = userEvent.setup();
    show("/journey");
    const search = screen.getByRole("combobox", { name: "Search the station you leave from" });
    expect(search).toHaveAccessibleDescription("Type a station's name or an old name.");
    await user.type(search, "zzzz");
    // The list closes silently: the words that say why are the search's description and a status, read out.
    expect(search).toHaveAccessibleDescription("No station matches “zzzz”.");
    const said = screen.getAllByRole("status").find((status) => status.textContent?.includes("zzzz"));
    expect(said).toHaveTextContent("No station matches “zzzz”.");
  });

  it("asks for the chosen card and fare kind and keeps them on the device", async () => {
    serve();
    const user = userEvent.setup();
    const view = show("/journey?from=lrt1.mon&to=mrt3.ayala");
    await option(1);
    expect(screen.getByRole("combobox", { name: "Fare" })).not.toHaveAccessibleDescription();
    await user.selectOptions(screen.getByRole("combobox", { name: "Fare" }), "student");
    // Not on an ordinary beep card: the choice says which card gives the half fare, and the total says whose.
    expect(screen.getByRole("combobox", { name: "Fare" })).toHaveAccessibleDescription(
      "The half fare is on a personalised student beep card or a single journey ticket.",
    );
    await waitFor(async () =>
      expect(
        (await option(1)).getByText("Total fare ₱25 (beep card, student half fare)"),
      ).toBeInTheDocument(),
    );
    expect(asked.at(-1)?.get("rider")).toBe("student");
    expect(asked.at(-1)?.get("medium")).toBe("beep");
    view.unmount();
    show("/journey?from=lrt1.mon&to=mrt3.ayala");
    expect(screen.getByRole("combobox", { name: "Fare" })).toHaveValue("student");
  });

  it("offers Wake me on each ride, with its train and its alighting station chosen", async () => {
    serve();
    const user = userEvent.setup();
    show("/journey?from=lrt1.mon&to=mrt3.ayala");
    const legs = (await option(1)).getAllByRole("listitem");
    const mrt3 = within(legs[2] as HTMLElement);
    await user.click(mrt3.getByRole("button", { name: "Remind me: Northbound at Taft Avenue" }));
    await user.click(await mrt3.findByRole("button", { name: "Wake me before my stop" }));
    expect(await mrt3.findByRole("combobox", { name: "Get off at" })).toHaveDisplayValue("Ayala");
    expect(mrt3.getByRole("combobox", { name: "Train" })).toHaveDisplayValue(/8:44 AM/);
    const lrt1 = within(legs[0] as HTMLElement);
    await user.click(lrt1.getByRole("button", { name: "Remind me: Southbound at Monumento" }));
    await user.click(await lrt1.findByRole("button", { name: "Wake me before my stop" }));
    expect(await lrt1.findByRole("combobox", { name: "Get off at" })).toHaveDisplayValue("EDSA");
  });

  // Two rides' buttons that said only "Remind me: Southbound" told a screen reader nothing of which was which.
  it("names each ride's reminder by its boarding station and direction, in both languages", async () => {
    serve();
    const view = show("/journey?from=lrt1.mon&to=mrt3.ayala");
    const reminders = (card: ReturnType<typeof within>) =>
      card
        .getAllByRole("button", { name: /^(Remind me|Paalalahanan ako):/ })
        .map((button: HTMLElement) => button.getAttribute("aria-label"));
    expect(reminders(await option(1))).toEqual([
      "Remind me: Southbound at Monumento",
      "Remind me: Northbound at Taft Avenue",
    ]);
    view.unmount();
    await applyLanguage("fil");
    show("/journey?from=lrt1.mon&to=mrt3.ayala");
    const heading = await screen.findByRole("heading", { level: 3, name: /^Opsyon 1:/ });
    expect(reminders(within(heading.closest("article") as HTMLElement))).toEqual([
      "Paalalahanan ako: Southbound sa Monumento",
      "Paalalahanan ako: Northbound sa Taft Avenue",
    ]);
  });

  it("leaves at a chosen Manila time, with no countdown", async () => {
    serve();
    show("/journey?from=lrt1.mon&to=mrt3.ayala&at=09:30");
    const first = await option(1);
    expect(screen.getByLabelText("Time of leaving (Manila)")).toHaveValue("09:30");
    expect(asked[0]?.get("at")).toBe("2026-11-24T01:30:00.000Z");
    expect(first.queryByText(/Next train in/)).not.toBeInTheDocument();
    expect(first.getAllByRole("listitem")[0]).toHaveTextContent(/Departs 9:3\d AM/);
  });

  // The field is uncontrolled (typing "1030P" must not be rewritten between keys), so nothing made it follow
  // the address: Back to a plan for 07:30 still showed 09:00.
  it("shows the time of the plan on screen after Back and Forward, and still takes what the rider types", async () => {
    serve();
    const user = userEvent.setup();
    const plan = (at: string) => `/journey?from=lrt1.mon&to=mrt3.ayala&at=${at}`;
    renderRoute(
      <>
        <JourneyScreen />
        <HistoryButtons />
      </>,
      { path: "/journey", at: [plan("07:30"), plan("09:00")] },
    );
    const field = () => screen.getByLabelText("Time of leaving (Manila)");
    expect(field()).toHaveValue("09:00");
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(currentLocation().searchParams.get("at")).toBe("07:30");
    expect(field()).toHaveValue("07:30");
    await user.click(screen.getByRole("button", { name: "Forward" }));
    expect(field()).toHaveValue("09:00");

    const typing = field();
    typing.focus();
    fireEvent.change(typing, { target: { value: "10:30" } });
    expect(currentLocation().searchParams.get("at")).toBe("10:30");
    expect(field()).toBe(typing);
    expect(typing).toHaveFocus();
    expect(typing).toHaveValue("10:30");
  });

  // Entries the router did not push (the page as loaded, the skip link's #main-content) all have the key
  // "default": a field keyed on the location's key was not mounted again on Back between two of them.
  it("shows the first entry's time after Back from an entry the skip link added", async () => {
    serve();
    const user = userEvent.setup();
    const search = "?from=lrt1.mon&to=mrt3.ayala&at=07:30";
    const entries = [
      { pathname: "/journey", search, hash: "", key: "default" },
      { pathname: "/journey", search, hash: "#main-content", key: "default" },
    ];
    renderRoute(
      <>
        <JourneyScreen />
        <HistoryButtons />
      </>,
      { path: "/journey", at: entries },
    );
    const field = () => screen.getByLabelText("Time of leaving (Manila)");
    fireEvent.change(field(), { target: { value: "10:30" } });
    expect(currentLocation().searchParams.get("at")).toBe("10:30");
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(currentLocation().searchParams.get("at")).toBe("07:30");
    expect(field()).toHaveValue("07:30");
  });

  it("says the last train is missed and when the first journey of the morning leaves", async () => {
    const late = new Date("2026-11-24T23:30:00+08:00");
    pinClock(late);
    serve(journeysAnswer(late));
    show("/journey?from=lrt1.mon&to=mrt3.ayala");
    expect(
      await screen.findByText("Missed the last LRT-1 train from Monumento (10:40 PM)."),
    ).toBeInTheDocument();
    expect(screen.getByText("No journey is possible any more today.")).toBeInTheDocument();
    expect(screen.getByText("The first possible journey leaves at 4:34 AM tomorrow:")).toBeInTheDocument();
    expect((await option(1)).queryByText(/Next train in/)).not.toBeInTheDocument();
  });

  it("shows a way on foot alone as a walk with no change and no fare", async () => {
    serve();
    show("/journey?from=lrt2.rect&to=lrt1.doro");
    const first = await option(1);
    expect(first.getAllByRole("listitem")).toHaveLength(1);
    expect(first.getByText("Walk from Recto to Doroteo Jose: 5 minutes")).toBeInTheDocument();
    expect(first.queryByText(/paid again/)).not.toBeInTheDocument();
    expect(first.getByText(/Total 5 minutes, no change\./)).toBeInTheDocument();
    expect(first.getByText("On foot: no fare.")).toBeInTheDocument();
  });

  it("says a plan for a time already past today is tomorrow's, and its last trains and first journey too", async () => {
    const late = new Date("2026-11-24T23:00:00+08:00");
    pinClock(late);
    serve(journeysAnswer(late));
    show("/journey?from=lrt1.mon&to=mrt3.ayala&at=22:45");
    expect(await screen.findByText("Leaving tomorrow at 10:45 PM.")).toBeInTheDocument();
    expect(
      screen.getByText("Missed the last LRT-1 train from Monumento (10:40 PM tomorrow)."),
    ).toBeInTheDocument();
    expect(screen.getByText("No journey is possible any more that day.")).toBeInTheDocument();
    expect(
      screen.getByText("The first possible journey leaves at 4:34 AM the day after tomorrow:"),
    ).toBeInTheDocument();
  });

  it("counts down to the walk that starts a way, timed to reach its first train, and times the way from it", async () => {
    // At 08:05 the walk from Recto is too late for the 08:08 LRT-1 train at Doroteo Jose: it starts at 08:08
    // for the 08:13 one, not at once with three minutes on the platform.
    const fiveAfter = new Date("2026-11-24T08:05:00+08:00");
    pinClock(fiveAfter);
    serve(journeysAnswer(fiveAfter));
    show("/journey?from=lrt2.rect&to=mrt3.ayala");
    const first = await option(1);
    expect(first.getAllByRole("listitem")[0]).toHaveTextContent(/^Walk from Recto to Doroteo Jose/);
    expect(first.getByText("Leave in 3 minutes")).toBeInTheDocument();
    expect(first.getByRole("heading", { level: 3 })).toHaveTextContent("Option 1: 38 minutes");
  });

  it("labels a ride on a line with cancellations reported, and one on a line still closed, in both languages", async () => {
    const cancelledOnMrt3 = [{ line_id: "mrt3", delayed: 0, cancelled: 2, latest_report_at: null }] as const;
    serve(journeysAnswer(NOW, () => [], cancelledOnMrt3));
    const { unmount } = show("/journey?from=lrt1.mon&to=mrt3.ayala");
    const legs = (await option(1)).getAllByRole("listitem");
    expect(legs[0]).not.toHaveTextContent("Cancellations reported");
    expect(legs[2]).toHaveTextContent("MRT-3 towards North Avenue Cancellations reported");
    unmount();

    // 02:00 in Manila: LRT-2 opens at 05:00, so the ride waits for its first train.
    const night = new Date("2026-11-24T02:00:00+08:00");
    pinClock(night);
    serve(journeysAnswer(night));
    const shown = show("/journey?from=lrt2.rect&to=lrt2.emerald");
    const [ride] = (await option(1)).getAllByRole("listitem");
    expect(ride).toHaveTextContent("LRT-2 towards Antipolo Line closed: wait for its first train");
    expect(ride).toHaveTextContent("Departs 5:00 AM");
    await act(() => applyLanguage("fil"));
    expect(ride).toHaveTextContent("Sarado ang linya: hintayin ang unang tren");
    shown.unmount();
    serve(journeysAnswer(NOW, () => [], cancelledOnMrt3));
    pinClock(NOW);
    show("/journey?from=lrt1.mon&to=mrt3.ayala");
    const heading = await screen.findByRole("heading", { level: 3, name: /^Opsyon 1:/ });
    const mrt3 = within(heading.closest("article") as HTMLElement).getAllByRole("listitem")[2];
    expect(mrt3).toHaveTextContent("May kanselado");
  });

  it("says so and why when the journey cannot be planned, and Try Again plans it", async () => {
    pinClock(NOW);
    let down = true;
    const answer = journeysAnswer(NOW);
    serve((body, request) =>
      down
        ? jsonResponse(503, { error: "The database is not answering", code: "databaseUnavailable" })
        : answer(body, request),
    );
    show("/journey?from=lrt1.mon&to=mrt3.ayala");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The journey could not be planned");
    expect(alert).toHaveTextContent(WEB_TEXTS_EN.network.dataUnavailable);
    expect(screen.queryByText("Planning your journey…")).not.toBeInTheDocument();

    down = false;
    await userEvent.click(within(alert).getByRole("button", { name: "Try Again" }));
    expect(await option(1)).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("asks no plan for one station to itself", () => {
    serve();
    show("/journey?from=lrt1.mon&to=lrt1.mon");
    expect(screen.getByText("From and to are the same station.")).toBeInTheDocument();
    expect(asked).toHaveLength(0);
  });
});

describe("JourneyScreen live", () => {
  const onMrt3: ReportRow = {
    ...EDSA_DELAYED_REPORT,
    id: "7a1e2b3c-4d5e-4f60-8a9b-0c1d2e3f4a5b",
    line_id: "mrt3",
    station_id: "ayala",
  };
  // A southbound train at Balintawak at 08:02, the station before Monumento.
  const onLrt1: ReportRow = {
    ...EDSA_DELAYED_REPORT,
    station_id: "bal",
    direction: "southbound",
    status: "on-time",
    created_at: "2026-11-24T00:02:00.000Z",
  };

  it("brings the first line of each new plan just into view, and not again while the same plan updates", async () => {
    vi.stubGlobal("EventSource", FakeEventSource);
    const held: ReportRow[] = [];
    serve(journeysAnswer(NOW, () => held));
    const scrolled: { target: string; options: unknown }[] = [];
    vi.spyOn(Element.prototype, "scrollIntoView").mockImplementation(function (this: Element, options) {
      scrolled.push({ target: this.textContent ?? "", options });
    });
    const user = userEvent.setup();
    show("/journey?from=lrt1.mon&to=lrt1.baclaran");
    await option(1);
    expect(scrolled).toEqual([
      { target: expect.stringMatching(/^Option 1: /), options: { block: "nearest", behavior: "smooth" } },
    ]);
    const stream = FakeEventSource.current();
    act(() => stream.open());
    held.push(onLrt1);
    await act(async () => stream.send("report", onLrt1));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(/^The journey was updated/));
    expect(scrolled).toHaveLength(1);

    await user.selectOptions(screen.getByRole("combobox", { name: "Fare" }), "student");
    await waitFor(() => expect(scrolled).toHaveLength(2));
  });

  it("asks again once per pushed report of a line the plan rides, and not for other lines", async () => {
    vi.stubGlobal("EventSource", FakeEventSource);
    const held: ReportRow[] = [];
    serve(journeysAnswer(NOW, () => held));
    show("/journey?from=lrt1.mon&to=lrt1.baclaran");
    expect((await option(1)).getByText(/from the timetable/)).toBeInTheDocument();
    const stream = FakeEventSource.current();
    act(() => stream.open());
    await waitFor(() => expect(asked).toHaveLength(2));
    await act(async () => stream.send("report", onMrt3));
    // The first answer was said; a report of another line says nothing new.
    expect(screen.getByRole("status")).toHaveTextContent(/^1 way found: arrive at \d{1,2}:\d\d AM\.$/);
    held.push(onLrt1);
    await act(async () => stream.send("report", onLrt1));
    await waitFor(() =>
      expect(screen.getByRole("status")).toHaveTextContent(
        /^The journey was updated: arrive at \d{1,2}:\d\d AM\.$/,
      ),
    );
    expect((await option(1)).getByText(/from riders' live reports/)).toBeInTheDocument();
    expect(asked).toHaveLength(3);
    await act(async () =>
      stream.send("line-status", { line_id: "lrt2", delayed: 2, cancelled: 0, latest_report_at: null }),
    );
    expect(asked).toHaveLength(3);
  });

  /** Shows `path`'s plan, then opens the report stream, which asks for it again a second later. */
  async function askedAgainOnOpeningTheStream(path: string) {
    vi.stubGlobal("EventSource", FakeEventSource);
    let asks = 0;
    serve((body, request) => journeysAnswer(new Date(NOW.getTime() + 1000 * asks++))(body, request));
    show(path);
    await option(1);
    const stream = FakeEventSource.current();
    act(() => stream.open());
    await waitFor(() => expect(asked).toHaveLength(2));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
  }

  it("says nothing to screen readers when the plan asked again on opening the stream only differs in when it was asked", async () => {
    await askedAgainOnOpeningTheStream("/journey?from=lrt1.mon&to=mrt3.ayala");
    // Still the words of the first answer: nothing changed, nothing more is said.
    expect(screen.getByRole("status")).toHaveTextContent(/^1 way found: arrive at \d{1,2}:\d\d AM\.$/);
  });

  it("says nothing more of a way on foot alone asked again a second later: its walk starts then, its minute the same", async () => {
    await askedAgainOnOpeningTheStream("/journey?from=lrt2.rect&to=lrt1.doro");
    expect(screen.getByRole("status")).toHaveTextContent("1 way found: arrive at 8:08 AM.");
  });

  it("keeps the one stream open when the rider changes the fare", async () => {
    vi.stubGlobal("EventSource", FakeEventSource);
    serve();
    const user = userEvent.setup();
    show("/journey?from=lrt1.mon&to=mrt3.ayala");
    await option(1);
    const stream = FakeEventSource.current();
    act(() => stream.open());
    await waitFor(() => expect(asked).toHaveLength(2));
    await user.selectOptions(screen.getByRole("combobox", { name: "Card" }), "single-journey");
    await waitFor(() => expect(asked).toHaveLength(3));
    expect(asked[2]?.get("medium")).toBe("single-journey");
    expect(FakeEventSource.current()).toBe(stream);
    expect(stream.closed).toBe(false);
  });
});
