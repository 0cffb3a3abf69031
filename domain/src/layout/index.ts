export { isHeaderSticky } from "./stickyHeader";
