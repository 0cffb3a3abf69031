import { useState } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { KeptWhileHidden } from "./KeptWhileHidden";

/** A query this browser never matches, and one it always does. */
const NEVER = "(min-width: 100000px)";
const ALWAYS = "(min-width: 0px)";

/** A part that counts its clicks: it acts only where React has hydrated it. */
function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" data-counter="" onClick={() => setCount(count + 1)}>
      {count}
    </button>
  );
}

function Page({ shownWhen }: { shownWhen: string }) {
  return (
    <section>
      <KeptWhileHidden shownWhen={shownWhen} className="part">
        <Counter />
      </KeptWhileHidden>
      <p data-after="">after</p>
    </section>
  );
}

const hydratedByReact = (element: Element | null) =>
  element !== null && Object.keys(element).some((key) => key.startsWith("__reactFiber$"));

const until = async (check: () => boolean) => {
  for (let tries = 0; tries < 200 && !check(); tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return check();
};

/** The server's HTML of `shownWhen`'s page in a container on the page, and React's errors. */
function serverPage(shownWhen: string) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Page shownWhen={shownWhen} />);
  document.body.append(container);
  const errors = vi.spyOn(console, "error");
  return { container, html: container.innerHTML, errors };
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe("KeptWhileHidden", () => {
  it("where its part is hidden, keeps the server's HTML and hydrates the rest of the page", async () => {
    const { container, html, errors } = serverPage(NEVER);
    const button = container.querySelector("[data-counter]");
    const root = hydrateRoot(container, <Page shownWhen={NEVER} />);
    expect(await until(() => hydratedByReact(container.querySelector("[data-after]")))).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector("[data-counter]")).toBe(button);
    expect(hydratedByReact(button)).toBe(false);
    expect(container.innerHTML).toBe(html);
    expect(errors).not.toHaveBeenCalled();
    root.unmount();
  });

  it("where its part shows, hydrates it in place", async () => {
    const { container, errors } = serverPage(ALWAYS);
    const button = container.querySelector<HTMLButtonElement>("[data-counter]")!;
    const root = hydrateRoot(container, <Page shownWhen={ALWAYS} />);
    expect(await until(() => hydratedByReact(button))).toBe(true);
    button.click();
    expect(await until(() => button.textContent === "1")).toBe(true);
    expect(errors).not.toHaveBeenCalled();
    root.unmount();
  });

  it("renders its part anew, and it acts, once the window comes to a width where it shows", async () => {
    // The window's width, as the part's query sees it: narrow first, then wide.
    let wide = false;
    const listeners = new Set<() => void>();
    const realMatchMedia = window.matchMedia.bind(window);
    vi.spyOn(window, "matchMedia").mockImplementation((query: string) =>
      query === "(min-width: 992px)"
        ? ({
            get matches() {
              return wide;
            },
            addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
            removeEventListener: (_type: string, listener: () => void) =>
              listeners.delete(listener),
          } as unknown as MediaQueryList)
        : realMatchMedia(query),
    );
    const { container, html } = serverPage("(min-width: 992px)");
    const root = hydrateRoot(container, <Page shownWhen="(min-width: 992px)" />);
    expect(await until(() => hydratedByReact(container.querySelector("[data-after]")))).toBe(true);
    expect(container.innerHTML).toBe(html);

    wide = true;
    listeners.forEach((listener) => listener());
    expect(await until(() => hydratedByReact(container.querySelector("[data-counter]")))).toBe(
      true,
    );
    const button = container.querySelector<HTMLButtonElement>("[data-counter]")!;
    // One part, drawn anew in the same place: not beside the server's copy.
    expect(container.querySelectorAll("[data-counter]")).toHaveLength(1);
    expect(container.querySelector(".part")?.nextElementSibling?.hasAttribute("data-after")).toBe(
      true,
    );
    button.click();
    expect(await until(() => button.textContent === "1")).toBe(true);
    root.unmount();
  });

  it("rendered in the browser (no server HTML), shows its part whatever the width", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    const root = createRoot(container);
    root.render(<Page shownWhen={NEVER} />);
    expect(await until(() => container.querySelector(".part [data-counter]") !== null)).toBe(true);
    root.unmount();
  });
});
