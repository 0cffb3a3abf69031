/*
 * One consistent component API: every component the package exports passes the caller's
 * `className` (after its own classes), `ref` and every other prop (data-*, aria-*, id, event
 * handlers) to its root element. The root is the outermost element the component renders,
 * unless its fixture says otherwise and why (the content of a portal part, a native control in
 * its frame). Every export needs a fixture, so a new component cannot slip past this test.
 */
import { act, type ReactElement } from "react";
import { createRoot } from "react-dom/client";
import { describe, expect, it } from "vitest";
import * as designSystem from "./index";
import {
  exceptions,
  fixtures,
  type Exception,
  type Locate,
  type Probe,
} from "./passThrough.fixtures";

// Tells React that updates here are wrapped in act(), as in any test environment.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const isCapitalised = (name: string) => /^[A-Z]/.test(name);

/** A function component, or one of React's component objects (forwardRef, memo, context). */
const isComponent = (value: unknown) =>
  typeof value === "function" ||
  (typeof value === "object" && value !== null && "$$typeof" in value);

const isNamespace = (value: unknown) => Object.prototype.toString.call(value) === "[object Module]";

/** Every exported component by name, and each part of an exported namespace as `Namespace.Part`. */
function exportedComponents(): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const [name, value] of Object.entries(designSystem)) {
    if (!isCapitalised(name)) continue;
    if (isNamespace(value)) {
      for (const [part, component] of Object.entries(value as object)) {
        if (isCapitalised(part) && isComponent(component)) found.set(`${name}.${part}`, component);
      }
    } else if (isComponent(value)) found.set(name, value);
  }
  return found;
}

const components = exportedComponents();
const names = [...components.keys()].sort();

interface Mounted {
  container: HTMLElement;
  unmount: () => Promise<void>;
}

async function mount(element: ReactElement): Promise<Mounted> {
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(element));
  return {
    container,
    unmount: async () => {
      await act(async () => root.unmount());
      container.remove();
    },
  };
}

/**
 * How long a lazily loaded part may take to arrive: its chunk is transformed on first request,
 * which on a busy machine took over 2 s (the earlier bound of 100 tries of 20 ms failed then).
 */
const LAZY_PART_ARRIVES_MS = 20_000;

/** The root element, waiting for lazily loaded and portalled parts to appear. */
async function findRoot(locate: Locate, container: HTMLElement): Promise<Element> {
  const deadline = performance.now() + LAZY_PART_ARRIVES_MS;
  while (performance.now() < deadline) {
    const element = locate(container);
    if (element) return element;
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
  throw new Error(`its root element did not appear in ${LAZY_PART_ARRIVES_MS / 1000} s`);
}

/** The probe, and what reached the component through its ref and its key-up handler. */
function makeProbe() {
  const received = { ref: null as Element | null, keyUps: [] as EventTarget[] };
  const probe: Probe = {
    className: "probe-class",
    "data-probe": "yes",
    id: "probe-id",
    "aria-describedby": "probe-description",
    onKeyUp: (event) => received.keyUps.push(event.currentTarget),
    ref: (element) => {
      if (element) received.ref = element;
    },
  };
  return { probe, received };
}

const outermost: Locate = (container) => container.firstElementChild;

describe("every exported component passes className, ref and other props to its root", () => {
  it("finds the package's components", () => {
    expect(names.length).toBeGreaterThan(40);
  });

  it("has a fixture or an exception only for exported components", () => {
    const listed = [...Object.keys(fixtures), ...Object.keys(exceptions)];
    expect(listed.filter((name) => !components.has(name))).toEqual([]);
  });

  it.each(names)("%s", async (name) => {
    const exception = (exceptions as Record<string, Exception>)[name];
    if (exception) {
      // No element of its own: the probe lands nowhere and the children render in place.
      const { probe, received } = makeProbe();
      const mounted = await mount(exception.render(probe, <i data-child="" />));
      expect(mounted.container.firstElementChild?.hasAttribute("data-child")).toBe(true);
      expect(document.querySelector("[data-probe], .probe-class, #probe-id")).toBeNull();
      expect(received.ref).toBeNull();
      await mounted.unmount();
      return;
    }

    const fixture = fixtures[name];
    if (!fixture) throw new Error(`no fixture for ${name}`);
    const locate = fixture.root ?? outermost;

    // Its own classes, rendered without the probe.
    const plain = await mount(fixture.render({}));
    const ownClasses = [...(await findRoot(locate, plain.container)).classList];
    await plain.unmount();

    const { probe, received } = makeProbe();
    const probed = await mount(fixture.render(probe));
    try {
      const root = await findRoot(locate, probed.container);
      // The caller's class joins the component's own ones, last.
      expect([...root.classList], "classes of the root").toEqual([...ownClasses, "probe-class"]);
      expect(root.getAttribute("data-probe"), "data-probe of the root").toBe("yes");
      expect(root.id, "id of the root").toBe("probe-id");
      expect(root.getAttribute("aria-describedby")?.split(" "), "aria-describedby").toContain(
        "probe-description",
      );
      // Nothing else got the props too.
      expect(document.querySelectorAll("[data-probe]"), "elements with data-probe").toHaveLength(1);
      expect(received.ref === root, "the ref received the root element").toBe(true);
      root.dispatchEvent(new KeyboardEvent("keyup", { bubbles: true }));
      expect(
        received.keyUps.length === 1 && received.keyUps[0] === root,
        "onKeyUp ran once, on the root element",
      ).toBe(true);
    } finally {
      await probed.unmount();
    }
  });
});

describe("every part of a compound component is named as it is written", () => {
  const parts = names.filter((name) => name.includes("."));

  it("finds the namespaces' parts", () => {
    expect(parts.length).toBeGreaterThan(10);
  });

  it.each(parts)("%s", (name) => {
    const part = components.get(name) as { displayName?: string };
    expect(part.displayName).toBe(name);
  });
});
