import { afterEach, describe, expect, it } from "vitest";
import { type EarlyAction, replayEarlyInput } from "./early-input";

describe("replayEarlyInput", () => {
  afterEach(() => document.body.replaceChildren());

  it("chooses the line, then types the search into the search that choice rendered afresh", async () => {
    document.body.innerHTML =
      '<button type="button">MRT-3</button><div id="picker"><input placeholder="Search stations..."></div>';
    const typedInto: string[] = [];
    document.body.addEventListener("input", (event) =>
      typedInto.push(
        `${(event.target as HTMLInputElement).dataset.line ?? "html"}:${(event.target as HTMLInputElement).value}`,
      ),
    );
    const button = document.querySelector("button") as HTMLButtonElement;
    // The app renders the chosen line's picker anew, with a search of its own.
    button.addEventListener("click", () => {
      (document.getElementById("picker") as HTMLElement).innerHTML =
        '<input placeholder="Search stations..." data-line="mrt3">';
    });
    const htmlSearch = document.querySelector("input") as HTMLInputElement;
    const actions: EarlyAction[] = [
      { kind: "click", target: button },
      { kind: "typed", field: htmlSearch, value: "cub" },
    ];

    await replayEarlyInput(actions);

    expect(typedInto).toEqual(["mrt3:cub"]);
    expect((document.querySelector("input") as HTMLInputElement).value).toBe("cub");
  });

  it("drops a tap on what is no longer on the page, and types into the field still there", async () => {
    document.body.innerHTML = '<input aria-label="Station">';
    const gone = document.createElement("button");
    let tapped = 0;
    gone.addEventListener("click", () => tapped++);
    const field = document.querySelector("input") as HTMLInputElement;

    await replayEarlyInput([
      { kind: "typed", field, value: "ayala" },
      { kind: "click", target: gone },
    ]);

    expect(field.value).toBe("ayala");
    expect(tapped).toBe(0);
  });
});
