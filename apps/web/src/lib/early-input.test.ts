import { afterEach, describe, expect, it } from "vitest";
import { performEarlyAction } from "./early-input";

describe("performEarlyAction", () => {
  afterEach(() => document.body.replaceChildren());

  it("types a search into the search a line chosen before it rendered afresh", () => {
    document.body.innerHTML =
      '<button type="button">MRT-3</button><div id="picker"><input placeholder="Search stations..."></div>';
    const typedInto: string[] = [];
    document.body.addEventListener("input", (event) => {
      const field = event.target as HTMLInputElement;
      typedInto.push(`${field.dataset.line ?? "html"}:${field.value}`);
    });
    const button = document.querySelector("button") as HTMLButtonElement;
    // The app renders the chosen line's picker anew, with a search of its own.
    button.addEventListener("click", () => {
      (document.getElementById("picker") as HTMLElement).innerHTML =
        '<input placeholder="Search stations..." data-line="mrt3">';
    });
    const htmlSearch = document.querySelector("input") as HTMLInputElement;

    performEarlyAction({ kind: "click", target: button });
    performEarlyAction({ kind: "typed", field: htmlSearch, value: "cub" });

    expect(typedInto).toEqual(["mrt3:cub"]);
    expect((document.querySelector("input") as HTMLInputElement).value).toBe("cub");
  });

  it("drops a tap on what is no longer on the page, and types into the field still there", () => {
    document.body.innerHTML = '<input aria-label="Station">';
    const gone = document.createElement("button");
    let tapped = 0;
    gone.addEventListener("click", () => tapped++);
    const field = document.querySelector("input") as HTMLInputElement;

    performEarlyAction({ kind: "typed", field, value: "ayala" });
    performEarlyAction({ kind: "click", target: gone });

    expect(field.value).toBe("ayala");
    expect(tapped).toBe(0);
  });

  it("replays a tap on a link's icon as a tap on the link", () => {
    document.body.innerHTML =
      '<a href="#settings"><svg><path d="M0 0h1"></path></svg><span>Settings</span></a>';
    const link = document.querySelector("a");
    const icon = document.querySelector("path");
    if (!link || !icon) throw new Error("no link");
    let clicked = 0;
    link.addEventListener("click", (event) => {
      event.preventDefault();
      clicked++;
    });
    performEarlyAction({ kind: "click", target: icon });
    expect(clicked).toBe(1);
  });

  it("sends a form again only while it is on the page", () => {
    document.body.innerHTML = "<form><input name=email></form>";
    const form = document.querySelector("form") as HTMLFormElement;
    let sent = 0;
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      sent++;
    });

    performEarlyAction({ kind: "submit", form });
    form.remove();
    performEarlyAction({ kind: "submit", form });

    expect(sent).toBe(1);
  });
});
