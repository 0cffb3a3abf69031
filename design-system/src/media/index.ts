export * from "./ResponsiveImage";
