import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { UpdatePrompt } from "./update-prompt";

/** A worker of the browser's edge: its state, and the messages the page posts to it. */
class FakeWorker extends EventTarget {
  readonly postMessage = vi.fn();
  constructor(public state: string) {
    super();
  }

  become(state: string): void {
    this.state = state;
    this.dispatchEvent(new Event("statechange"));
  }
}

/** The browser's service worker container, with a version in control or none (a first visit). */
function fakeServiceWorkers({ controlled, waiting }: { controlled: boolean; waiting?: FakeWorker }) {
  const registration = Object.assign(new EventTarget(), {
    waiting: waiting ?? null,
    installing: null as FakeWorker | null,
  });
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? new FakeWorker("activated") : null,
    register: vi.fn(async () => registration),
  });
  Object.defineProperty(navigator, "serviceWorker", { value: container, configurable: true });
  /** A new version is found, installs and waits. */
  const deploy = () => {
    const worker = new FakeWorker("installing");
    registration.installing = worker;
    registration.dispatchEvent(new Event("updatefound"));
    worker.become("installed");
    return worker;
  };
  return { container, deploy };
}

/** Renders the prompt and waits until it has registered the worker (once the page is idle). */
async function renderPrompt() {
  render(<UpdatePrompt />);
  await waitFor(() => expect(navigator.serviceWorker.register).toHaveBeenCalled());
  await act(() => Promise.resolve());
}

afterEach(() => {
  Reflect.deleteProperty(navigator, "serviceWorker");
});

describe("UpdatePrompt", () => {
  it("registers the worker and stays out of the way on a first install", async () => {
    const { container, deploy } = fakeServiceWorkers({ controlled: false });
    await renderPrompt();
    expect(container.register).toHaveBeenCalledWith("/sw.js", { scope: "/" });
    act(() => void deploy());
    expect(screen.queryByText("A new version of Riles is available.")).toBeNull();
  });

  it("offers a reload when a new version waits, and switches to it only when asked", async () => {
    const { deploy } = fakeServiceWorkers({ controlled: true });
    await renderPrompt();
    let worker = new FakeWorker("installing");
    act(() => {
      worker = deploy();
    });
    expect(screen.getByRole("status")).toHaveTextContent("A new version of Riles is available.");
    expect(worker.postMessage).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Reload" }));
    expect(worker.postMessage).toHaveBeenCalledWith({ type: "SKIP_WAITING" });
  });

  it("offers the version already waiting when the page opens, and can be put off until later", async () => {
    const waiting = new FakeWorker("installed");
    fakeServiceWorkers({ controlled: true, waiting });
    await renderPrompt();
    expect(await screen.findByText("A new version of Riles is available.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Later" }));
    expect(screen.queryByText("A new version of Riles is available.")).toBeNull();
    expect(waiting.postMessage).not.toHaveBeenCalled();
  });
});
