import { autorun } from "mobx";
import { describe, expect, it } from "vitest";
import { defaultPageFrame, type PageFrame } from "./pageFrame";
import { UiStore } from "./UiStore";

const desktopMinWidth = 992;
const newStore = (frame: Partial<PageFrame> = {}) =>
  new UiStore({ ...defaultPageFrame, ...frame }, { desktopMinWidth });

describe("UiStore", () => {
  it("starts from the page's frame, with no toast, the menu closed and no window size", () => {
    const ui = newStore({ footer: "small", navigation: "hidden", sticky: false });
    expect(ui.layout).toBe("main");
    expect(ui.footer).toBe("small");
    expect(ui.navigation).toBe("hidden");
    expect(ui.stickyHeader).toBe(false);
    expect(ui.showsTopMenu).toBe(false);
    expect(ui.toast).toBeNull();
    expect(ui.mobileMenuOpen).toBe(false);
    expect(ui.headerStuck).toBe(false);
    expect(ui.windowSize).toBeNull();
  });

  it("takes on a new page's frame; a page without sticky header lets the header go", () => {
    const ui = newStore();
    ui.setHeaderStuck(true);
    expect(ui.headerStuck).toBe(true);
    ui.applyFrame({ layout: "media", footer: "default", navigation: "default", sticky: false });
    expect(ui.layout).toBe("media");
    expect(ui.showsTopMenu).toBe(false);
    expect(ui.stickyHeader).toBe(false);
    expect(ui.headerStuck).toBe(false);
  });

  it("never counts the header as stuck on a page that does not enable it", () => {
    const ui = newStore({ sticky: false });
    ui.setHeaderStuck(true);
    expect(ui.headerStuck).toBe(false);
  });

  it("shows one toast at a time: a new one replaces the open one under a new id", () => {
    const ui = newStore();
    ui.showToast({ type: "banner", message: "First" });
    const first = ui.toast;
    ui.showToast({
      type: "banner-core-apps",
      message: "Second",
      action: { label: "Add More Apps", href: "/business-app/apps" },
    });
    expect(ui.toast).toMatchObject({
      type: "banner-core-apps",
      message: "Second",
      action: { label: "Add More Apps", href: "/business-app/apps" },
    });
    expect(ui.toast?.id).not.toBe(first?.id);
    ui.clearToast();
    expect(ui.toast).toBeNull();
  });

  it("clears the banner and closes the mobile menu after a navigation", () => {
    const ui = newStore();
    ui.showToast({ type: "banner", message: "Saved" });
    ui.setMobileMenuOpen(true);
    ui.navigated();
    expect(ui.toast).toBeNull();
    expect(ui.mobileMenuOpen).toBe(false);
  });

  it("records the window size and closes the mobile menu from desktop width up", () => {
    const ui = newStore();
    ui.setMobileMenuOpen(true);
    ui.setWindowSize({ width: desktopMinWidth - 1, height: 844 });
    expect(ui.windowSize).toEqual({ width: 991, height: 844 });
    expect(ui.mobileMenuOpen).toBe(true);
    ui.setWindowSize({ width: desktopMinWidth, height: 800 });
    expect(ui.mobileMenuOpen).toBe(false);
  });

  it("is observable, and its actions keep their store when passed as callbacks", () => {
    const ui = newStore();
    const seen: boolean[] = [];
    const stop = autorun(() => seen.push(ui.mobileMenuOpen));
    const { setMobileMenuOpen } = ui;
    setMobileMenuOpen(true);
    setMobileMenuOpen(false);
    stop();
    expect(seen).toEqual([false, true, false]);
  });

  it("keeps each instance's state apart (one store per request)", () => {
    const first = newStore();
    const second = newStore();
    first.showToast({ type: "banner", message: "Only here" });
    expect(second.toast).toBeNull();
  });
});
