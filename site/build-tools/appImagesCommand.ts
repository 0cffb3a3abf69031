// Draws the catalogue's app images before the site is built or served (npm run images).
import { generateAppImages } from "./appImages";

const report = await generateAppImages();
const megabytes = (report.bytes / 1024 / 1024).toFixed(1);
const seconds = (report.milliseconds / 1000).toFixed(1);
console.log(
  `app images: ${report.files} files (${report.written} drawn, ${report.unchanged} unchanged, ` +
    `${report.removed} removed), ${megabytes} MB, in ${seconds} s`,
);
