import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { BackButton } from "#web/components/ui/back-button.tsx";
import { createBrowserHistory } from "./history";
import { Link, NavLink } from "./link";
import { BrowserRouter, MemoryRouter, useLocation } from "./router";
import { Outlet, Route, Routes } from "./routes";

function Address() {
  const { pathname, search } = useLocation();
  return <p data-testid="address">{`${pathname}${search}`}</p>;
}

const address = () => screen.getByTestId("address").textContent;

function Screens() {
  return (
    <Routes>
      <Route
        element={
          <main>
            <Outlet />
            <Address />
          </main>
        }
      >
        <Route index element={<h1>Lines</h1>} />
        <Route path="/report" element={<h1>Report</h1>} />
        <Route path="/settings" element={<BackButton />} />
      </Route>
      <Route path="*" element={<h1>Not found</h1>} />
    </Routes>
  );
}

afterEach(() => {
  window.history.replaceState(null, "", "/");
});

function renderScreensAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Screens />
    </MemoryRouter>,
  );
}

describe("the app's router", () => {
  it("shows the route of the address inside its layout, whatever the case or a trailing slash", () => {
    renderScreensAt("/Report/");
    expect(screen.getByRole("heading", { name: "Report" })).toBeInTheDocument();
    expect(screen.getByRole("main")).toContainElement(screen.getByTestId("address"));
  });

  it("shows the catch-all route, outside the layout, for an unknown address", () => {
    renderScreensAt("/nope");
    expect(screen.getByRole("heading", { name: "Not found" })).toBeInTheDocument();
    expect(screen.queryByRole("main")).toBeNull();
  });

  it("moves within the page on a plain click, marks the current tab, and leaves other clicks to the browser", async () => {
    render(
      <MemoryRouter initialEntries={["/"]}>
        <nav>
          <NavLink to="/" end className={({ isActive }) => (isActive ? "on" : "off")}>
            Lines tab
          </NavLink>
          <NavLink to="/report" className={({ isActive }) => (isActive ? "on" : "off")}>
            Report tab
          </NavLink>
          <Link to="/settings?from=test">Settings</Link>
        </nav>
        <Screens />
      </MemoryRouter>,
    );
    expect(screen.getByRole("link", { name: "Lines tab" })).toHaveAttribute("aria-current", "page");

    await userEvent.click(screen.getByRole("link", { name: "Report tab" }));
    expect(address()).toBe("/report");
    expect(screen.getByRole("link", { name: "Report tab" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Lines tab" })).not.toHaveAttribute("aria-current");

    const settings = screen.getByRole("link", { name: "Settings" });
    expect(settings).toHaveAttribute("href", "/settings?from=test");
    const newTab = new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true });
    act(() => void settings.dispatchEvent(newTab));
    expect(newTab.defaultPrevented).toBe(false);
    expect(address()).toBe("/report");
  });

  it("goes back to where the visit came from, or to Lines when the page was opened directly", async () => {
    window.history.replaceState(null, "", "/settings");
    render(
      <BrowserRouter>
        <Screens />
      </BrowserRouter>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(address()).toBe("/");
    expect(window.location.pathname).toBe("/");
  });

  it("steps back through the visit's own entries", async () => {
    window.history.replaceState(null, "", "/report");
    render(
      <BrowserRouter>
        <Link to="/settings">Settings</Link>
        <Screens />
      </BrowserRouter>,
    );
    await userEvent.click(screen.getByRole("link", { name: "Settings" }));
    expect(address()).toBe("/settings");
    await userEvent.click(screen.getByRole("button", { name: "Back" }));
    await waitFor(() => expect(address()).toBe("/report"));
  });
});

describe("the browser's history", () => {
  it("counts the entries of the visit, and keeps the count in the entry through a reload", () => {
    window.history.replaceState(null, "", "/");
    const history = createBrowserHistory();
    expect(history.location.index).toBe(0);
    history.push("/report?line=lrt1");
    expect(history.location).toEqual({ pathname: "/report", search: "?line=lrt1", index: 1 });
    history.push("/report?line=mrt3", { replace: true });
    expect(history.location).toEqual({ pathname: "/report", search: "?line=mrt3", index: 1 });
    expect(createBrowserHistory().location.index).toBe(1);
  });
});
