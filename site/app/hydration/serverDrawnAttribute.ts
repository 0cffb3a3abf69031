/**
 * The attribute that marks a part of the page the server drew and the browser keeps as it is; its
 * value names the part (a block's type, `footer`).
 */
export const SERVER_DRAWN_ATTRIBUTE = "data-server-drawn";
