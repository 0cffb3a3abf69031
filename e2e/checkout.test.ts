import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumArgs, chromiumPath } from "../scripts/chromium";
import { accessibilityViolations, opensHydrated } from "./browser";
import { expectStep, fillDetails, typeCode } from "./checkoutSteps";
import { startMailbox } from "./mailbox";
import { rowsIn, startSiteProcess, type SiteProcess } from "./siteProcess";

/** The code a checkout's mail to `address` carries, waiting for the mail if need be. */
async function codeMailedTo(address: string): Promise<string> {
  const { subject } = await mailbox.nextMailTo(address);
  const code = /^(\d{6}) is your Workcraft code/u.exec(subject)?.[1];
  if (!code) throw new Error(`The mail to ${address} carries no code: "${subject}"`);
  return code;
}

let mailbox: Awaited<ReturnType<typeof startMailbox>>;
let site: SiteProcess;
let browser: Browser;

beforeAll(async () => {
  mailbox = await startMailbox();
  [site, browser] = await Promise.all([
    startSiteProcess({ environment: { SMTP_URL: mailbox.url } }),
    chromium.launch({ executablePath: chromiumPath, args: chromiumArgs }),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await mailbox?.close();
});

/** Workspaces of this name in the server's database. */
async function workspacesNamed(name: string): Promise<number> {
  const [row] = await rowsIn<{ count: string }>(
    site.databaseUrl,
    "select count(*) from workspaces where name = $1",
    [name],
  );
  return Number(row?.count);
}

/** The order a checkout's draft holds in the server's database. */
async function draftOrderOf(checkoutId: string): Promise<Record<string, unknown>> {
  const [row] = await rowsIn<{ order: Record<string, unknown> }>(
    site.databaseUrl,
    'select "order" from checkouts where id = $1',
    [checkoutId],
  );
  return row?.order ?? {};
}

/** A new tab of its own (fresh local storage), with `appIds` in the cart. */
async function visitorWithCart(appIds: Record<string, string> = {}): Promise<Page> {
  const context = await browser.newContext({
    baseURL: site.url,
    viewport: { width: 1280, height: 900 },
  });
  const page = opensHydrated(await context.newPage());
  await page.goto("/robots.txt");
  await page.evaluate(
    (items) => {
      localStorage.setItem("workcraft.cart", JSON.stringify(items));
    },
    Object.entries(appIds).map(([id, name]) => ({ id, name, quantity: 1 })),
  );
  return page;
}

/** The element with focus, as "TAG#id" or its accessible label. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element) return "";
    return `${element.tagName}${element.id ? `#${element.id}` : ""}${element.getAttribute("aria-label") ? `[${element.getAttribute("aria-label")}]` : ""}`;
  });
}

/** Enters the code mailed to `email` on the code step. */
async function enterCode(page: Page, email: string): Promise<void> {
  await typeCode(page, await codeMailedTo(email));
}

describe("the project checkout", () => {
  it("prices on the pricing page what the checkout charges, and completes from the cart with the e-mailed code", async () => {
    const page = await visitorWithCart({ "kanban-board": "Kanban" });

    // The calculator's total for Standard, 12 users, 3,500 guests, 45,000 documents and 5 GB
    // (three subscriptions include 3,000 guests, 30,000 documents and 3 GB): $899 + $180 +
    // $500 + two steps of 10,000 documents ($2.40) + 2 GB ($18)...
    await page.goto("/pricing");
    const calculator = page.locator("[data-pricing-calculator]");
    await calculator.getByLabel("Workspace users").fill("12");
    await calculator.getByLabel("Guest users").fill("3500");
    await calculator.getByLabel("Documents").fill("45000");
    await calculator.getByLabel("Storage in GB").fill("5");
    const calculated = calculator.locator("[data-calculator-total] [data-monthly-cents]");
    await expect.poll(() => calculated.getAttribute("data-monthly-cents")).toBe("159940");
    expect(await accessibilityViolations(page)).toEqual([]);
    await calculator.getByRole("link", { name: "Start with Standard and these numbers" }).click();

    // ...is what the server charges for the same order.
    await expectStep(page, "Your details", "Your details");
    expect(new URL(page.url()).search).toBe(
      "?plan=builder1&users=12&guests=3500&documents=45000&storageGb=5",
    );
    expect(await page.getByLabel("Documents").inputValue()).toBe("45000");
    expect(await page.getByLabel("Storage in GB").inputValue()).toBe("5");
    expect(await accessibilityViolations(page)).toEqual([]);
    await fillDetails(page, "Acme Wholesale", "ada@acme.example");
    const charged = page.locator("[data-priced-order] [data-monthly-cents]");
    await expect.poll(() => charged.getAttribute("data-monthly-cents")).toBe("159940");
    await page.getByRole("button", { name: "Continue" }).click();

    await expectStep(page, "Check your e-mail", "E-mail code");
    await page.getByText("We sent a 6-digit code to ada@acme.example.").waitFor();
    await page.getByText(/You can ask for a new code in \d+ seconds/).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    // Back shows the details as typed; forward returns to the code, sending no other.
    await page.goBack();
    await expectStep(page, "Your details", "Your details");
    expect(await page.locator("#checkout-workspaceName").inputValue()).toBe("Acme Wholesale");
    await page.goForward();
    await expectStep(page, "Check your e-mail", "E-mail code");
    await enterCode(page, "ada@acme.example");

    await expectStep(page, "Create your workspace", "Workspace creation");
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Create workspace" }).click();

    await expectStep(page, "Your workspace Acme Wholesale is ready", "Confirmation");
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem("workcraft.cart"))).toBe("[]");
    expect(await workspacesNamed("Acme Wholesale")).toBe(1);
    // The draft the workspace came from holds who ordered and the usage, as typed.
    const checkoutId = await page.evaluate(
      () =>
        (
          JSON.parse(localStorage.getItem("workcraft.checkout") ?? "{}") as {
            started: { checkoutId: string };
          }
        ).started.checkoutId,
    );
    expect(await draftOrderOf(checkoutId)).toMatchObject({
      company: "Acme Trading",
      contactName: "Ada Lovelace",
      users: 12,
      guests: 3500,
      documents: 45_000,
      storageGb: 5,
    });

    // The last step again: a reload of its address shows the same workspace...
    await page.goto("/checkout/create");
    await expectStep(page, "Your workspace Acme Wholesale is ready", "Confirmation");
    expect(new URL(page.url()).pathname).toBe("/checkout/done");
    // ...and executing again, with the kept key and token, answers the workspace it made.
    const again = await page.evaluate(async () => {
      const kept = JSON.parse(localStorage.getItem("workcraft.checkout") ?? "{}") as {
        started: { checkoutId: string };
        idempotency: { key: string };
        workspace: { id: string };
      };
      const response = await fetch("/api/v2/project-checkout/execute", {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "X-Auth-Token": localStorage.getItem("workcraft.accessToken") ?? "",
          "Idempotency-Key": kept.idempotency.key,
        },
        body: JSON.stringify({ data: { checkoutId: kept.started.checkoutId } }),
      });
      const answer = (await response.json()) as { data: { workspace: { id: string } } };
      return { status: response.status, id: answer.data.workspace.id, keptId: kept.workspace.id };
    });
    expect(again.status).toBe(200);
    expect(again.id).toBe(again.keptId);
    expect(await workspacesNamed("Acme Wholesale")).toBe(1);
    await page.context().close();
  }, 90_000); // the whole journey: pricing, cart, four checkout steps, a mail round trip

  it("goes from /pricing to German and checks out there, the code mailed in German", async () => {
    const page = await visitorWithCart();
    await page.goto("/pricing");
    const header = page.locator('header[data-slot="header"]');
    await header.locator("summary").click();
    await header
      .getByRole("list", { name: "Language" })
      .getByRole("link", { name: "Deutsch" })
      .click();
    await page.waitForURL("**/de/pricing");
    await page.locator('html[lang="de"]').waitFor({ state: "attached" });

    // German labels, and the plans' prices in US dollars as German writes them.
    const main = page.locator("main");
    await main.getByRole("link", { name: "Mit Standard starten" }).waitFor();
    expect(await main.innerText()).toMatch(/899\s\$/u);
    expect(await main.innerText()).toContain("pro Monat");
    expect(await accessibilityViolations(page)).toEqual([]);

    // Two apps into the cart from the German store, then the cart in German.
    await page.goto("/de/business-app/apps");
    for (const appId of ["kanban-board", "invoicing"]) {
      const card = page.locator(`[data-app-id="${appId}"]`);
      await card.getByRole("button", { name: "In den Warenkorb" }).click();
      await card.getByRole("button", { name: "Im Warenkorb" }).waitFor();
    }
    await header.locator('[data-slot="header-cart"]').click();
    await page.waitForURL("**/de/cart");
    await page.getByRole("heading", { level: 1, name: "Ihr Warenkorb" }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Zur Kasse" }).click();

    // The checkout's four steps in German, the code read from the German mail.
    const steps = "Schritte der Bestellung";
    await expectStep(page, "Ihre Angaben", "Ihre Angaben", steps);
    expect(new URL(page.url()).pathname).toBe("/de/checkout");
    await fillDetails(page, "Acme Handel", "grete@acme.example");
    await page.getByRole("button", { name: "Weiter" }).click();
    await expectStep(page, "Prüfen Sie Ihr Postfach", "E-Mail-Code", steps);
    await page
      .getByText("Wir haben einen 6-stelligen Code an grete@acme.example gesendet.")
      .waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    const mail = await mailbox.nextMailTo("grete@acme.example");
    const code = /^(\d{6}) ist Ihr Workcraft-Code$/u.exec(mail.subject)?.[1];
    expect(code, mail.subject).toBeDefined();
    expect(mail.text).toContain("Ihr Code zum Anlegen des Workspace „Acme Handel“ lautet:");
    await page.getByLabel("Ziffer 1 von 6").click();
    await page.keyboard.type(code!);

    await expectStep(page, "Workspace anlegen", "Workspace anlegen", steps);
    await page.getByRole("button", { name: "Workspace anlegen" }).click();
    await expectStep(page, "Ihr Workspace Acme Handel ist bereit", "Bestätigung", steps);
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(await workspacesNamed("Acme Handel")).toBe(1);
    await page.context().close();
  }, 90_000); // the language switch, the store, the cart, four checkout steps, a mail round trip

  it("creates one workspace when Create workspace is double-clicked", async () => {
    const page = await visitorWithCart();
    await page.goto("/checkout?template=template-b2b-commerce");
    await expectStep(page, "Your details", "Your details");
    await page.getByText("Template: B2B Commerce").waitFor();
    await fillDetails(page, "Double Click Traders", "bob@double.example");
    await page.getByRole("button", { name: "Continue" }).click();
    await expectStep(page, "Check your e-mail", "E-mail code");
    await enterCode(page, "bob@double.example");
    await expectStep(page, "Create your workspace", "Workspace creation");

    const executions: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/v2/project-checkout/execute")) {
        executions.push(request.headers()["idempotency-key"] ?? "");
      }
    });
    await page.getByRole("button", { name: "Create workspace" }).dblclick();
    await expectStep(page, "Your workspace Double Click Traders is ready", "Confirmation");
    expect(executions).toHaveLength(1);
    expect(executions[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(await workspacesNamed("Double Click Traders")).toBe(1);
    await page.context().close();
  });

  it("tries a failed creation again with the same key", async () => {
    const page = await visitorWithCart();
    await page.goto("/checkout?template=distribution-management-394");
    await expectStep(page, "Your details", "Your details");
    await fillDetails(page, "Retry Distribution", "dan@retry.example");
    await page.getByRole("button", { name: "Continue" }).click();
    await expectStep(page, "Check your e-mail", "E-mail code");
    await enterCode(page, "dan@retry.example");
    await expectStep(page, "Create your workspace", "Workspace creation");

    // The first try never reaches the server: the network drops it.
    const keys: string[] = [];
    await page.route("**/api/v2/project-checkout/execute", async (route) => {
      keys.push(route.request().headers()["idempotency-key"] ?? "");
      if (keys.length === 1) await route.abort("internetdisconnected");
      else await route.continue();
    });
    await page.getByRole("button", { name: "Create workspace" }).click();
    await page.getByRole("alert").getByText("We could not reach the server").waitFor();
    await expect.poll(() => focused(page)).toBe("P#checkout-create-failure");
    expect(await workspacesNamed("Retry Distribution")).toBe(0);

    // A reload keeps the step and the key; Try again creates the workspace.
    await page.reload();
    await expectStep(page, "Create your workspace", "Workspace creation");
    await page.getByRole("button", { name: "Create workspace" }).click();
    await expectStep(page, "Your workspace Retry Distribution is ready", "Confirmation");
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(await workspacesNamed("Retry Distribution")).toBe(1);
    await page.context().close();
  });

  it("waits a minute before another code, and as long as a 429 says", async () => {
    const page = await visitorWithCart({ "kanban-board": "Kanban" });
    await page.clock.install();
    await page.goto("/checkout");
    await expectStep(page, "Your details", "Your details");
    await fillDetails(page, "Patient Partners", "pat@wait.example");
    await page.getByRole("button", { name: "Continue" }).click();
    await expectStep(page, "Check your e-mail", "E-mail code");
    await page.getByText("We sent a 6-digit code to pat@wait.example.").waitFor();
    const resend = page.getByRole("button", { name: "Send a new code" });
    await page.getByText(/^You can ask for a new code in \d+ seconds\.$/).waitFor();
    expect(await resend.isDisabled()).toBe(true);

    // The page's minute passes; the server's has not, so it answers 429 with Retry-After.
    await page.clock.fastForward(61_000);
    await expect.poll(() => resend.isDisabled()).toBe(false);
    await resend.click();
    await page
      .getByText(/^Too many tries\. Please wait (1 minute|\d+ seconds) and try again\.$/)
      .waitFor();
    expect(await resend.isDisabled()).toBe(true);
    await page.getByText(/You can ask for a new code in \d+ seconds\./).waitFor();

    // The first code still works.
    await enterCode(page, "pat@wait.example");
    await expectStep(page, "Create your workspace", "Workspace creation");
    await page.context().close();
  });

  it("is rendered on request, never indexed and not in the sitemap", async () => {
    for (const path of ["/checkout", "/checkout/code", "/checkout/create", "/checkout/done"]) {
      const response = await fetch(`${site.url}${path}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<meta name="robots" content="noindex"/u);
      expect(html).not.toMatch(/rel="canonical"/u);
    }
    expect(await (await fetch(`${site.url}/sitemap.xml`)).text()).not.toContain("/checkout");
    expect((await fetch(`${site.url}/checkout/elsewhere`)).status).toBe(404);
  });

  it("serves its first step whole: heading, form with the plan chosen, and the terms", async () => {
    const html = await (await fetch(`${site.url}/checkout?plan=builder2&users=10`)).text();
    expect(html).toMatch(/<h1[^>]*>Your details<\/h1>/u);
    expect(html).not.toContain("Opening your checkout");
    for (const name of ["company", "workspaceName", "yourName", "email", "users", "guests"])
      expect(html).toMatch(new RegExp(`<input[^>]*name="${name}"`, "u"));
    expect(html).toMatch(/<input[^>]*name="users"[^>]*value="10"/u);
    expect(html).toMatch(/<option value="builder2" selected="">/u);
    expect(html).toContain('href="/legal/terms-and-conditions"');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>.*Continue/su);
  });

  it("keeps what a visitor typed before the page's script ran", async () => {
    const page = await visitorWithCart();
    // A slow phone: the page's scripts arrive three seconds after its HTML.
    await page.route(/\/assets\/.+\.js$/u, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue();
    });
    await page.goto("/checkout", { waitUntil: "domcontentloaded" });
    await page.locator("#checkout-workspaceName").fill("Early Typists");
    await page.locator("#checkout-email").fill("early@typists.example");
    // Once the script runs, the checkout keeps what was typed (in the browser's storage too).
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("workcraft.checkout") ?? ""), {
        timeout: 15_000,
      })
      .toContain("Early Typists");
    expect(await page.locator("#checkout-workspaceName").inputValue()).toBe("Early Typists");
    expect(await page.locator("#checkout-email").inputValue()).toBe("early@typists.example");
    await page.context().close();
  });

  it("goes on with a Continue pressed before the page's script ran, once it runs", async () => {
    const page = await visitorWithCart();
    const starts: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/v2/checkout/project")) starts.push(request.url());
    });
    await page.route(/\/assets\/.+\.js$/u, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue();
    });
    await page.goto("/checkout?template=distribution-management-394", {
      waitUntil: "domcontentloaded",
    });
    await fillDetails(page, "Eager Distribution", "eve@eager.example");
    // The browser alone would reload the page with the details in its address, and lose them.
    await page.getByRole("button", { name: "Continue" }).click();
    await expectStep(page, "Check your e-mail", "E-mail code");
    expect(new URL(page.url()).pathname).toBe("/checkout/code");
    expect(new URL(page.url()).search).toBe("");
    expect(starts).toHaveLength(1);
    await enterCode(page, "eve@eager.example");
    await expectStep(page, "Create your workspace", "Workspace creation");
    await page.context().close();
  });

  it("asks the API to check the order only once it names a workspace and an address", async () => {
    const page = await visitorWithCart();
    const checks: string[] = [];
    // Errors the browser logs (a refused check's 400 among them); the 404 of the favicon that
    // Chromium asks for on robots.txt, where the cart was filled, is not the checkout's.
    const problems: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/v2/project-checkout/verify")) checks.push(request.url());
    });
    page.on("console", (message) => {
      if (message.type() === "error" && !message.text().includes("404"))
        problems.push(message.text());
    });
    await page.goto("/checkout");
    await expectStep(page, "Your details", "Your details");
    await page.locator("#checkout-users").fill("7");
    // Three times the pause after which typing counts as settled.
    await page.waitForTimeout(1200);
    expect(checks).toEqual([]);
    expect(problems).toEqual([]);

    await page.locator("#checkout-workspaceName").fill("Quiet Traders");
    await page.locator("#checkout-email").fill("quiet@traders.example");
    await expect.poll(() => checks.length).toBeGreaterThan(0);
    await page.context().close();
  });

  it("loads the checkout's and the calculator's code only on their pages", async () => {
    /** The text of every script a page's HTML names. */
    const scriptsOf = async (path: string) => {
      const html = await (await fetch(`${site.url}${path}`)).text();
      const files = [...new Set(html.match(/\/assets\/[\w.-]+\.js/gu) ?? [])];
      const texts = await Promise.all(
        files.map(async (file) => (await fetch(`${site.url}${file}`)).text()),
      );
      return { files, text: texts.join("\n") };
    };
    const landing = await scriptsOf("/");
    expect(landing.files.length).toBeGreaterThan(3);
    expect(landing.text).not.toContain("workcraft.checkout");
    expect(landing.text).not.toContain("Price calculator");
    expect(landing.text).not.toContain("one-time-code");
    const pricing = await scriptsOf("/pricing");
    expect(pricing.text).toContain("Price calculator");
    expect(pricing.text).not.toContain("workcraft.checkout");
  });

  it("shows each problem next to the field that causes it", async () => {
    const page = await visitorWithCart();
    await page.goto("/checkout?template=template-b2b-commerce");
    await expectStep(page, "Your details", "Your details");
    const name = page.locator("#checkout-workspaceName");
    const problemOf = async (selector: string) => {
      const ids = (await page.locator(selector).getAttribute("aria-describedby")) ?? "";
      const texts = await Promise.all(
        ids
          .split(" ")
          .filter(Boolean)
          .map((id) => page.locator(`[id="${id}"]`).innerText()),
      );
      return texts.join(" ");
    };

    await name.fill("ab");
    await name.blur();
    await expect
      .poll(() => problemOf("#checkout-workspaceName"))
      .toContain("A workspace name is 3 to 40 letters");
    expect(await page.locator("#checkout-workspaceName").getAttribute("aria-invalid")).toBe("true");

    // The name of the workspace the first test created is taken.
    await name.fill("acme wholesale");
    await page.locator("#checkout-email").fill("carol@taken.example");
    await page.locator("#checkout-email").blur();
    await expect
      .poll(() => problemOf("#checkout-workspaceName"))
      .toContain('The workspace name "acme wholesale" is taken. Choose another.');
    expect(await problemOf("#checkout-email")).not.toContain("e-mail");

    // Continue with a wrong address: its problem is shown and the first wrong field has focus.
    await page.locator("#checkout-email").fill("carol@");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect.poll(() => problemOf("#checkout-email")).toContain("Enter a valid e-mail address");
    await expect.poll(() => focused(page)).toBe("INPUT#checkout-email");
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(new URL(page.url()).pathname).toBe("/checkout");
    await page.context().close();
  });

  it("goes through with the keyboard alone", async () => {
    const page = await visitorWithCart({ "kanban-board": "Kanban" });
    await page.goto("/checkout?plan=builder2");
    await expectStep(page, "Your details", "Your details");
    await expect.poll(() => focused(page)).toMatch(/^H1#/);

    const typeInto = async (id: string, text: string) => {
      await page.keyboard.press("Tab");
      await expect.poll(() => focused(page)).toBe(`INPUT#${id}`);
      await page.keyboard.type(text);
    };
    await typeInto("checkout-company", "Keys Ltd");
    await typeInto("checkout-workspaceName", "Keyboard Works");
    await typeInto("checkout-yourName", "Grace Hopper");
    await typeInto("checkout-email", "grace@keys.example");
    await page.keyboard.press("Tab");
    await expect.poll(() => focused(page)).toBe("SELECT#checkout-planId");
    await page.keyboard.press("Tab");
    await expect.poll(() => focused(page)).toBe("INPUT#checkout-users");
    await page.keyboard.press("Enter");

    await expectStep(page, "Check your e-mail", "E-mail code");
    await expect.poll(() => focused(page)).toMatch(/^H1#/);
    const code = await codeMailedTo("grace@keys.example");
    await page.keyboard.press("Tab");
    await expect.poll(() => focused(page)).toBe("INPUT[Digit 1 of 6]");
    await page.keyboard.type(code);

    await expectStep(page, "Create your workspace", "Workspace creation");
    await expect.poll(() => focused(page)).toMatch(/^H1#/);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Create workspace");
    await page.keyboard.press("Enter");

    await expectStep(page, "Your workspace Keyboard Works is ready", "Confirmation");
    expect(await workspacesNamed("Keyboard Works")).toBe(1);

    // Back goes to the steps before; the finished checkout stays on its confirmation.
    await page.goBack();
    await expectStep(page, "Your workspace Keyboard Works is ready", "Confirmation");
    await page.context().close();
  });
});
