import { index, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  // Any path no other route claims: the 404 page, with HTTP status 404.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
