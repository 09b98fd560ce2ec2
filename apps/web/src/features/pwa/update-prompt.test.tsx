import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { UpdatePrompt } from "./update-prompt";

// The service worker registration is the browser's edge: stand in for vite-plugin-pwa's hook.
const registration = vi.hoisted(() => ({ waiting: false, updateServiceWorker: vi.fn() }));
vi.mock("virtual:pwa-register/react", () => ({
  useRegisterSW: () => {
    const needRefresh = useState(registration.waiting);
    return {
      needRefresh,
      offlineReady: useState(false),
      updateServiceWorker: registration.updateServiceWorker,
    };
  },
}));

beforeEach(() => {
  registration.updateServiceWorker.mockReset();
});

describe("UpdatePrompt", () => {
  it("stays out of the way while no new version waits", () => {
    registration.waiting = false;
    render(<UpdatePrompt />);
    expect(screen.queryByText("A new version of Riles is available.")).toBeNull();
  });

  it("offers a reload when a new version waits, and reloads only when asked", async () => {
    registration.waiting = true;
    render(<UpdatePrompt />);
    expect(screen.getByRole("status")).toHaveTextContent("A new version of Riles is available.");
    expect(registration.updateServiceWorker).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Reload" }));
    expect(registration.updateServiceWorker).toHaveBeenCalledWith(true);
  });

  it("can be put off until later", async () => {
    registration.waiting = true;
    render(<UpdatePrompt />);
    await userEvent.click(screen.getByRole("button", { name: "Later" }));
    expect(screen.queryByText("A new version of Riles is available.")).toBeNull();
    expect(registration.updateServiceWorker).not.toHaveBeenCalled();
  });
});
