import { expect, test } from "@playwright/test";
import { estimateArrivals, lineSightingsSchema, minutesUntil } from "@riles/core";
import { signedInReporter } from "../support/reporter";
import { serverNow } from "../support/server-clock";

test("a train seen leaving a station before this one moves the next train here, and says so", async ({
  page,
  context,
  baseURL,
}) => {
  const reporter = await signedInReporter(
    context.request,
    baseURL ?? "",
    `sighting-${Date.now()}@example.com`,
  );
  // A minute ahead of the server, so the report is in the page's past.
  const pageNow = new Date(serverNow().getTime() + 60_000);
  await page.clock.setFixedTime(pageNow);
  await page.goto("/?line=mrt3&station=guada");
  const northbound = page.getByRole("region", { name: "Northbound" });
  await expect(northbound.getByRole("listitem").first()).toBeVisible();
  const requests: string[] = [];
  page.on("request", (request) => requests.push(new URL(request.url()).pathname));

  // Two stations before Guadalupe on the northbound run.
  await reporter.report({
    line_id: "mrt3",
    station_id: "magallanes",
    direction: "northbound",
    status: "on-time",
    crowd_level: "crowded",
  });
  await expect(northbound.getByText(/^Seen leaving Magallanes (just now|1 min ago)$/)).toBeVisible();

  // The next train shown is the estimator's, from what the server would give any phone now.
  const sightings = lineSightingsSchema.parse(
    await (await context.request.get("/api/sightings?line=mrt3")).json(),
  );
  const [next] = estimateArrivals({
    lineId: "mrt3",
    stationId: "guada",
    now: pageNow,
    reports: sightings.reports,
    runTimeFactor: sightings.run_time_factor,
  }).filter((eta) => eta.direction === "northbound");
  if (!next) throw new Error("No northbound train estimated at Guadalupe");
  const minutes = minutesUntil(next.estimatedArrival, pageNow);
  await expect(northbound.getByTestId("arrival-minutes").first()).toHaveText(
    minutes === 0 ? "Now" : String(minutes),
  );
  // The arrivals fetched nothing because of the pushed report: the stream carried it.
  expect(requests.filter((path) => ["/api/sightings", "/api/reports", "/api/health"].includes(path))).toEqual(
    [],
  );
});
