export * from "./ResponsiveImage";
export * from "./Icon";
