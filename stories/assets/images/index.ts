// Story images, all local (the test browser has no network): three catalogue image sets
// in the five widths, customer logos and an avatar. The files are small flat drawings.
import type {
  LogoStripItem,
  ResponsiveImageContent,
  TestimonialAvatar,
} from "@workcraft/design-system";
import { expect, waitFor } from "storybook/test";
import avatarMaya from "./avatar-maya-lindqvist.svg";
import dealFlow1240 from "./deal-flow-1240.jpg";
import dealFlow1240Webp from "./deal-flow-1240.webp";
import dealFlow315 from "./deal-flow-315.jpg";
import dealFlow315Webp from "./deal-flow-315.webp";
import dealFlow460 from "./deal-flow-460.jpg";
import dealFlow460Webp from "./deal-flow-460.webp";
import dealFlow725 from "./deal-flow-725.jpg";
import dealFlow725Webp from "./deal-flow-725.webp";
import dealFlow960 from "./deal-flow-960.jpg";
import dealFlow960Webp from "./deal-flow-960.webp";
import email1240 from "./email-marketing-1240.jpg";
import email1240Webp from "./email-marketing-1240.webp";
import email315 from "./email-marketing-315.jpg";
import email315Webp from "./email-marketing-315.webp";
import email460 from "./email-marketing-460.jpg";
import email460Webp from "./email-marketing-460.webp";
import email725 from "./email-marketing-725.jpg";
import email725Webp from "./email-marketing-725.webp";
import email960 from "./email-marketing-960.jpg";
import email960Webp from "./email-marketing-960.webp";
import fund1240 from "./fund-management-1240.jpg";
import fund1240Webp from "./fund-management-1240.webp";
import fund315 from "./fund-management-315.jpg";
import fund315Webp from "./fund-management-315.webp";
import fund460 from "./fund-management-460.jpg";
import fund460Webp from "./fund-management-460.webp";
import fund725 from "./fund-management-725.jpg";
import fund725Webp from "./fund-management-725.webp";
import fund960 from "./fund-management-960.jpg";
import fund960Webp from "./fund-management-960.webp";
import atlas from "./logo-atlas-distribution.svg";
import brightline from "./logo-brightline-ventures.svg";
import harbor from "./logo-harbor-medical.svg";
import keystone from "./logo-keystone-manufacturing.svg";
import northwind from "./logo-northwind-capital.svg";

/** Every drawing is 1240 by 775 at full size (16:10). */
const ratio = { width: 1240, height: 775 } as const;

export const dealFlowImage: ResponsiveImageContent = {
  ...ratio,
  alt: "Deal Flow kanban board with the stages lead, qualification, opportunity and close",
  images: {
    xsImg: { imgUrl: dealFlow315, webpUrl: dealFlow315Webp },
    smImg: { imgUrl: dealFlow460, webpUrl: dealFlow460Webp },
    mdImg: { imgUrl: dealFlow725, webpUrl: dealFlow725Webp },
    lgImg: { imgUrl: dealFlow960, webpUrl: dealFlow960Webp },
    xlImg: { imgUrl: dealFlow1240, webpUrl: dealFlow1240Webp },
  },
};

export const fundManagementImage: ResponsiveImageContent = {
  ...ratio,
  alt: "Fund Management dashboard with IRR, average check size and ownership per quarter",
  images: {
    xsImg: { imgUrl: fund315, webpUrl: fund315Webp },
    smImg: { imgUrl: fund460, webpUrl: fund460Webp },
    mdImg: { imgUrl: fund725, webpUrl: fund725Webp },
    lgImg: { imgUrl: fund960, webpUrl: fund960Webp },
    xlImg: { imgUrl: fund1240, webpUrl: fund1240Webp },
  },
};

export const emailMarketingImage: ResponsiveImageContent = {
  ...ratio,
  alt: "Email Marketing campaign list beside a campaign template being edited",
  images: {
    xsImg: { imgUrl: email315, webpUrl: email315Webp },
    smImg: { imgUrl: email460, webpUrl: email460Webp },
    mdImg: { imgUrl: email725, webpUrl: email725Webp },
    lgImg: { imgUrl: email960, webpUrl: email960Webp },
    xlImg: { imgUrl: email1240, webpUrl: email1240Webp },
  },
};

const logoSize = { width: 200, height: 48 } as const;

export const customerLogos: LogoStripItem[] = [
  { ...logoSize, id: "northwind-capital", src: northwind, alt: "Northwind Capital" },
  { ...logoSize, id: "atlas-distribution", src: atlas, alt: "Atlas Distribution" },
  { ...logoSize, id: "harbor-medical", src: harbor, alt: "Harbor Medical" },
  { ...logoSize, id: "keystone-manufacturing", src: keystone, alt: "Keystone Manufacturing" },
  { ...logoSize, id: "brightline-ventures", src: brightline, alt: "Brightline Ventures" },
];

export const avatar: TestimonialAvatar = { src: avatarMaya, width: 96, height: 96 };

/**
 * Waits until every image in the story has loaded and decoded, so a story is only done
 * (and screenshotted) once its pictures are drawn.
 */
export async function expectImagesLoaded(root: HTMLElement): Promise<void> {
  const images = [...root.querySelectorAll("img")];
  await waitFor(
    () => {
      for (const image of images) {
        expect(image.complete, image.currentSrc).toBe(true);
        expect(image.naturalWidth, image.currentSrc).toBeGreaterThan(0);
      }
    },
    { timeout: 5000 },
  );
  await Promise.all(images.map((image) => image.decode()));
}
