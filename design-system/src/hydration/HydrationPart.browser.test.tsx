import { use, type ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HydrationPart, useEveryPartHydrated } from "./HydrationPart";

/** A promise React's `use` reads at once: already settled, as React marks one it has seen. */
function settled(): Promise<void> {
  return Object.assign(Promise.resolve(), { status: "fulfilled", value: undefined });
}

/** Holds its part's hydration until `gate` settles: the part stays the server's until then. */
function Gate({ gate }: { gate: Promise<void> }) {
  use(gate);
  return <span data-gated="">gated</span>;
}

/**
 * The page's frame, which shows the flag: it gets the parts as its children, as a page's layout
 * does, so its own render when the flag changes renders no part again (a part rendered again
 * before it has hydrated is hydrated at once).
 */
function Frame({ children }: { children: ReactNode }) {
  const hydrated = useEveryPartHydrated();
  return <div data-page-hydrated={String(hydrated)}>{children}</div>;
}

function Page({ gate }: { gate: Promise<void> }) {
  return (
    <Frame>
      <HydrationPart>
        <p data-first="">first</p>
      </HydrationPart>
      <HydrationPart>
        <Gate gate={gate} />
      </HydrationPart>
    </Frame>
  );
}

const flag = (container: HTMLElement) =>
  container.querySelector("[data-page-hydrated]")?.getAttribute("data-page-hydrated");

const until = async (check: () => boolean) => {
  for (let tries = 0; tries < 200 && !check(); tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return check();
};

describe("HydrationPart", () => {
  it("hydrates each part apart, keeps the server's elements and tells when the last is done", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Page gate={settled()} />);
    document.body.append(container);
    const first = container.querySelector("[data-first]");
    const gated = container.querySelector("[data-gated]");
    expect(flag(container)).toBe("false");

    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const root = hydrateRoot(container, <Page gate={gate} />);
    // The first part hydrates; the gated one waits, so the page is not called hydrated.
    expect(
      await until(() => Object.keys(first!).some((key) => key.startsWith("__reactFiber$"))),
    ).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(flag(container)).toBe("false");
    expect(container.querySelector("[data-gated]")).toBe(gated);

    open();
    expect(await until(() => flag(container) === "true")).toBe(true);
    // The server's elements, hydrated where they were: none drawn again.
    expect(container.querySelector("[data-first]")).toBe(first);
    expect(container.querySelector("[data-gated]")).toBe(gated);
    root.unmount();
    container.remove();
  });

  it("calls a page first drawn in the browser hydrated once it is drawn", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    const root = createRoot(container);
    root.render(<Page gate={settled()} />);
    expect(await until(() => flag(container) === "true")).toBe(true);
    root.unmount();
    container.remove();
  });
});
