import type { Page } from "playwright-core";
import { expect } from "vitest";

/**
 * Waits for a checkout step's heading and checks the step indicator (named `steps`, as the
 * page's language names it) marks that step.
 */
export async function expectStep(
  page: Page,
  heading: string | RegExp,
  step: string,
  steps = "Checkout steps",
): Promise<void> {
  await page.getByRole("heading", { level: 1, name: heading }).waitFor();
  await expect
    .poll(() => page.locator(`nav[aria-label="${steps}"] [aria-current="step"]`).innerText())
    .toBe(step);
}

/** Fills the checkout's details step (without continuing). */
export async function fillDetails(page: Page, workspaceName: string, email: string): Promise<void> {
  await page.locator("#checkout-company").fill("Acme Trading");
  await page.locator("#checkout-workspaceName").fill(workspaceName);
  await page.locator("#checkout-yourName").fill("Ada Lovelace");
  await page.locator("#checkout-email").fill(email);
}

/** Types a six-digit `code` into the code step's boxes. */
export async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByLabel("Digit 1 of 6").click();
  await page.keyboard.type(code);
}
