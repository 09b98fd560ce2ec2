import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BrowserRouter, Link, MemoryRouter, NavLink, Outlet, Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { BackButton } from "#web/components/ui/back-button.tsx";

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

describe("moving between the app's screens", () => {
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

  it("moves within the page on a plain click, keeps the query, marks the current tab, and leaves other clicks to the browser", async () => {
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
    await waitFor(() => expect(address()).toBe("/report"));
    expect(screen.getByRole("link", { name: "Report tab" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Lines tab" })).not.toHaveAttribute("aria-current");

    const settings = screen.getByRole("link", { name: "Settings" });
    expect(settings).toHaveAttribute("href", "/settings?from=test");
    const newTab = new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true });
    act(() => void settings.dispatchEvent(newTab));
    expect(newTab.defaultPrevented).toBe(false);
    expect(address()).toBe("/report");

    await userEvent.click(settings);
    await waitFor(() => expect(address()).toBe("/settings?from=test"));
  });

  it("goes back to where the visit came from, or to Lines when the page was opened directly", async () => {
    window.history.replaceState(null, "", "/settings");
    render(
      <BrowserRouter>
        <Screens />
      </BrowserRouter>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Back" }));
    await waitFor(() => expect(address()).toBe("/"));
    expect(window.location.pathname).toBe("/");
  });

  it("steps back through the visit's own entries, also after a reload", async () => {
    window.history.replaceState(null, "", "/report");
    const first = render(
      <BrowserRouter>
        <Link to="/settings">Settings</Link>
        <Screens />
      </BrowserRouter>,
    );
    await userEvent.click(screen.getByRole("link", { name: "Settings" }));
    await waitFor(() => expect(address()).toBe("/settings"));
    first.unmount();

    render(
      <BrowserRouter>
        <Screens />
      </BrowserRouter>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Back" }));
    await waitFor(() => expect(address()).toBe("/report"));
  });
});
