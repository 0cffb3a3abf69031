/** The 404 page's title and description, for its view and its meta (which holds no view). */
export const NOT_FOUND_TITLE = "Page not found";
export const NOT_FOUND_DESCRIPTION = "The page you asked for does not exist or has moved.";
