/** Where an app's pictures are served from; the site ships a file for every URL built with it. */
export const APP_IMAGE_ROOT = "/images/apps";
