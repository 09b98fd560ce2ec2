import { MESSAGES, MESSAGES_FIL, WEB_TEXTS_EN } from "@riles/core";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { applyLanguage } from "#web/lib/i18n/i18n.ts";
import { takeRedirectAfterAuth } from "#web/lib/redirect-after-auth.ts";
import { sightingsQueryKey } from "#web/lib/sightings-query-key.ts";
import { jsonResponse, renderRoute, stubServer } from "#web/test/render-route.tsx";
import { EDSA_DELAYED_REPORT } from "#web/test/report-fixtures.ts";
import { ReportScreen } from "./report-screen";

const signedIn = {
  "GET /api/auth/get-session": () => jsonResponse(200, { user: { email: "juan@example.com" } }),
};
const healthy = { "GET /api/health": () => jsonResponse(200, { status: "ok" }) };

function renderReport(at = "/report") {
  return renderRoute(<ReportScreen />, { path: "/report", at });
}

const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;

async function fillReport() {
  await userEvent.selectOptions(select("Train Line"), "LRT-1");
  await userEvent.selectOptions(select("Station"), "EDSA");
  await userEvent.selectOptions(select("Direction"), "Northbound (to Fernando Poe Jr.)");
}

const SAME_TARGET_WORDS =
  "You already reported this train in the last 2 minutes. Please wait before reporting it again.";

describe("ReportScreen", () => {
  it("says Loading... under its heading until the session is known, then sends an anonymous visitor to /auth, remembering the way back", async () => {
    stubServer({ "GET /api/auth/get-session": () => jsonResponse(200, null) });
    renderReport("/report?line=lrt1&station=edsa");
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    expect(screen.getByRole("heading", { level: 1, name: "Report Train Departure" })).toBeInTheDocument();
    expect(await screen.findByText("/auth?from=report")).toBeInTheDocument();
    expect(takeRedirectAfterAuth()).toBe("/report?line=lrt1&station=edsa");
  });

  it("says why it could not check the session, takes the focus, and Try Again opens the form", async () => {
    let answer = () => jsonResponse(502, "Bad gateway");
    stubServer({ "GET /api/auth/get-session": () => answer() });
    renderReport();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(WEB_TEXTS_EN.network.sessionUnknown);
    expect(alert).toHaveTextContent(WEB_TEXTS_EN.network.noAnswer);
    expect(alert).toHaveFocus();
    expect(screen.queryByLabelText("Train Line")).toBeNull();

    answer = signedIn["GET /api/auth/get-session"];
    await userEvent.click(within(alert).getByRole("button", { name: "Try Again" }));
    expect(await screen.findByLabelText("Train Line")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("starts with on-time and moderate, station and direction disabled until a line is chosen", async () => {
    stubServer(signedIn);
    renderReport();
    expect(await screen.findByLabelText("Train Line")).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.reportIntro)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Back" })).toBeInTheDocument();
    expect(select("Train Status")).toHaveDisplayValue("On Time");
    expect(select("Crowd Level")).toHaveDisplayValue("Moderate");
    expect(select("Station")).toBeDisabled();
    expect(select("Direction")).toBeDisabled();

    await userEvent.selectOptions(select("Train Line"), "LRT-2");
    expect(select("Station")).toBeEnabled();
    expect([...select("Direction").options].map((option) => option.text)).toEqual([
      "Select a direction",
      "Eastbound (to Antipolo)",
      "Westbound (to Recto)",
    ]);
  });

  it("clears station and direction when the line changes", async () => {
    stubServer(signedIn);
    renderReport();
    await screen.findByLabelText("Train Line");
    await fillReport();
    await userEvent.selectOptions(select("Train Line"), "MRT-3");
    expect(select("Station")).toHaveValue("");
    expect(select("Direction")).toHaveValue("");
  });

  it("opens with the line and station of the arrivals it was opened from", async () => {
    stubServer(signedIn);
    renderReport("/report?line=mrt3&station=cube");
    await screen.findByLabelText("Train Line");
    expect(select("Train Line")).toHaveDisplayValue("MRT-3");
    expect(select("Station")).toHaveDisplayValue("Araneta Center-Cubao");
    expect(select("Direction")).toHaveValue("");
  });

  it("opens with the direction too when opened from a direction group, if trains leave the station in it", async () => {
    stubServer(signedIn);
    const first = renderReport("/report?line=lrt1&station=edsa&direction=northbound");
    await screen.findByLabelText("Train Line");
    expect(select("Station")).toHaveDisplayValue("EDSA");
    expect(select("Direction")).toHaveDisplayValue("Northbound (to Fernando Poe Jr.)");
    first.unmount();

    // North Avenue is MRT-3's northern terminus: no train leaves it northbound.
    renderReport("/report?line=mrt3&station=ns&direction=northbound");
    await screen.findByLabelText("Train Line");
    expect(select("Station")).toHaveDisplayValue("North Avenue");
    expect(select("Direction")).toHaveValue("");
  });

  it("asks for the required fields before sending anything", async () => {
    const calls = stubServer(signedIn);
    renderReport();
    await screen.findByLabelText("Train Line");
    await userEvent.click(screen.getByRole("button", { name: "Submit Report" }));
    expect(screen.getByRole("alert")).toHaveTextContent(
      `Error${MESSAGES.fillRequiredFields}. Missing: Train Line, Station, Direction.`,
    );
    expect(calls.map((call) => call.route)).toEqual(["GET /api/auth/get-session"]);
    expect(select("Train Line")).toHaveFocus();
    expect(select("Train Line")).toHaveAttribute("aria-invalid", "true");
    expect(select("Train Line")).toHaveAccessibleDescription("Choose a train line");
    expect(select("Train Status")).not.toHaveAttribute("aria-invalid");

    await userEvent.selectOptions(select("Train Line"), "LRT-1");
    await userEvent.selectOptions(select("Station"), "EDSA");
    await userEvent.click(screen.getByRole("button", { name: "Submit Report" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Missing: Direction.");
    expect(select("Direction")).toHaveFocus();
    expect(select("Station")).not.toHaveAttribute("aria-invalid");
  });

  it("offers only the direction that leaves a terminus, and says why a chosen one was dropped", async () => {
    stubServer(signedIn);
    renderReport();
    await screen.findByLabelText("Train Line");
    await userEvent.selectOptions(select("Train Line"), "MRT-3");
    await userEvent.selectOptions(select("Direction"), "Northbound (to North Avenue)");
    await userEvent.selectOptions(select("Station"), "North Avenue");
    expect([...select("Direction").options].map((option) => option.text)).toEqual([
      "Select a direction",
      "Southbound (to Taft Avenue)",
    ]);
    expect(select("Direction")).toHaveValue("");
    expect(select("Direction")).toHaveAttribute("aria-invalid", "true");
    expect(select("Direction")).toHaveAccessibleDescription(
      "Northbound MRT-3 trains end at North Avenue; no train leaves it northbound. Choose Southbound.",
    );
    await userEvent.selectOptions(select("Direction"), "Southbound (to Taft Avenue)");
    expect(select("Direction")).not.toHaveAttribute("aria-invalid");
  });

  it("sends the report, thanks for 3 seconds, then resets the form and adds the stored report to the line's sightings", async () => {
    const calls = stubServer({
      ...signedIn,
      ...healthy,
      "POST /api/reports": () => jsonResponse(201, EDSA_DELAYED_REPORT),
    });
    const { queryClient } = renderReport();
    queryClient.setQueryData(sightingsQueryKey("lrt1"), {
      line_id: "lrt1",
      run_time_factor: 1,
      kept_directions: [],
      reports: [],
    });
    await screen.findByLabelText("Train Line");
    await fillReport();
    await userEvent.selectOptions(select("Train Status"), "Delayed");
    await userEvent.selectOptions(select("Crowd Level"), "Packed");
    // Fake timers that also follow real time, so the query library and Testing Library keep working.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"], shouldAdvanceTime: true });
    await userEvent.click(screen.getByRole("button", { name: "Submit Report" }));

    expect(await screen.findByText(MESSAGES.reportSubmitted)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.reportThanks)).toBeInTheDocument();
    expect(screen.getByRole("status").parentElement).toHaveFocus();
    expect(calls.find((call) => call.route === "POST /api/reports")?.body).toEqual({
      line_id: "lrt1",
      station_id: "edsa",
      direction: "northbound",
      status: "delayed",
      crowd_level: "packed",
    });
    expect(calls.map((call) => call.route)).toContain("GET /api/health");
    expect(queryClient.getQueryData(sightingsQueryKey("lrt1"))).toEqual({
      line_id: "lrt1",
      run_time_factor: 1,
      kept_directions: [],
      reports: [EDSA_DELAYED_REPORT],
    });

    // Some real milliseconds have passed since the banner appeared; well under a tenth of a second.
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getByText(MESSAGES.reportSubmitted)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByText(MESSAGES.reportSubmitted)).toBeNull();
    // The focused thanks went away: the focus goes to the emptied form, not to the page's body.
    expect(select("Train Line")).toHaveFocus();
    expect(select("Train Line")).toHaveValue("");
    expect(select("Station")).toHaveValue("");
    expect(select("Train Status")).toHaveDisplayValue("On Time");
    expect(select("Crowd Level")).toHaveDisplayValue("Moderate");
  });

  it("shows the server's refusal in the Error box and keeps the form", async () => {
    stubServer({
      ...signedIn,
      ...healthy,
      "POST /api/reports": () => jsonResponse(429, { error: SAME_TARGET_WORDS }),
    });
    renderReport();
    await screen.findByLabelText("Train Line");
    await fillReport();
    await userEvent.click(screen.getByRole("button", { name: "Submit Report" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(`Error${SAME_TARGET_WORDS}`);
    expect(screen.getByRole("alert").parentElement).toHaveFocus();
    expect(select("Station")).toHaveDisplayValue("EDSA");
  });

  it("does not send the report when the connection check fails, and says why in a commuter's words", async () => {
    let health = () =>
      jsonResponse(503, { error: "The database is not answering.", code: "databaseUnavailable" });
    const calls = stubServer({ ...signedIn, "GET /api/health": () => health() });
    renderReport();
    await screen.findByLabelText("Train Line");
    await fillReport();
    await userEvent.click(screen.getByRole("button", { name: "Submit Report" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(WEB_TEXTS_EN.network.dataUnavailable);

    const online = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    health = () => {
      throw new TypeError("Failed to fetch");
    };
    await userEvent.click(screen.getByRole("button", { name: "Submit Report" }));
    expect(await screen.findByText(WEB_TEXTS_EN.network.offline)).toBeInTheDocument();
    online.mockRestore();
    expect(calls.map((call) => call.route)).not.toContain("POST /api/reports");
    expect(select("Station")).toHaveDisplayValue("EDSA");
  });
});

describe("ReportScreen in Filipino", () => {
  async function renderFilipinoReport(postAnswer: () => Response) {
    await applyLanguage("fil");
    stubServer({ ...signedIn, ...healthy, "POST /api/reports": postAnswer });
    renderReport();
    expect(await screen.findByText(MESSAGES_FIL.reportIntro)).toBeInTheDocument();
    await screen.findByRole("button", { name: "Ipadala ang Report" });
  }

  it("labels the form in Filipino and names the missing fields in Filipino", async () => {
    await renderFilipinoReport(() => jsonResponse(201, EDSA_DELAYED_REPORT));
    expect(
      screen.getByRole("heading", { level: 1, name: "I-report ang Pag-alis ng Tren" }),
    ).toBeInTheDocument();
    expect(select("Lagay ng Tren")).toHaveDisplayValue("On time");
    expect(select("Dami ng Tao")).toHaveDisplayValue("Katamtaman");
    expect([...select("Dami ng Tao").options].map((option) => option.text)).toEqual([
      "Maluwag",
      "Katamtaman",
      "Masikip",
      "Siksikan",
    ]);
    await userEvent.click(screen.getByRole("button", { name: "Ipadala ang Report" }));
    expect(screen.getByRole("alert")).toHaveTextContent(
      `Error${MESSAGES_FIL.fillRequiredFields}. Kulang: Linya ng Tren, Istasyon, Direksyon.`,
    );
    expect(select("Linya ng Tren")).toHaveAccessibleDescription("Pumili ng linya ng tren");

    await userEvent.selectOptions(select("Linya ng Tren"), "LRT-1");
    expect([...select("Direksyon").options].map((option) => option.text)).toEqual([
      "Pumili ng direksyon",
      "Northbound (papuntang Fernando Poe Jr.)",
      "Southbound (papuntang Dr. Santos)",
    ]);
  });

  it("says in Filipino why a direction that ends at the chosen station was dropped", async () => {
    await renderFilipinoReport(() => jsonResponse(201, EDSA_DELAYED_REPORT));
    await userEvent.selectOptions(select("Linya ng Tren"), "MRT-3");
    await userEvent.selectOptions(select("Direksyon"), "Northbound (papuntang North Avenue)");
    await userEvent.selectOptions(select("Istasyon"), "North Avenue");
    expect(select("Direksyon")).toHaveAccessibleDescription(
      "Sa North Avenue nagtatapos ang northbound na tren ng MRT-3, kaya walang northbound na umaalis dito. Pumili ng Southbound.",
    );
  });

  it("shows the server's refusal in Filipino by its code, with the limit the server set", async () => {
    await renderFilipinoReport(() =>
      jsonResponse(429, {
        error: "You already reported this train in the last 1 minute. Please wait before reporting it again.",
        code: "tooManyReportsSameTarget",
        params: { seconds: 60 },
      }),
    );
    await userEvent.selectOptions(select("Linya ng Tren"), "LRT-1");
    await userEvent.selectOptions(select("Istasyon"), "EDSA");
    await userEvent.selectOptions(select("Direksyon"), "Northbound (papuntang Fernando Poe Jr.)");
    await userEvent.click(screen.getByRole("button", { name: "Ipadala ang Report" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "ErrorNa-report mo na ang tren na ito sa nakalipas na 1 minuto. Maghintay muna bago ito i-report ulit.",
    );
  });

  it("shows the server's English words for a code it does not know", async () => {
    await renderFilipinoReport(() =>
      jsonResponse(400, { error: "Something new went wrong", code: "somethingNew" }),
    );
    await userEvent.selectOptions(select("Linya ng Tren"), "LRT-1");
    await userEvent.selectOptions(select("Istasyon"), "EDSA");
    await userEvent.selectOptions(select("Direksyon"), "Northbound (papuntang Fernando Poe Jr.)");
    await userEvent.click(screen.getByRole("button", { name: "Ipadala ang Report" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("ErrorSomething new went wrong");
  });
});
