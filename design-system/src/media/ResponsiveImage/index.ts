export {
  ResponsiveImage,
  defaultImageSizes,
  imageSrcSet,
  imageVariantNames,
  imageVariantWidths,
  responsiveImageFits,
  responsiveImageRadii,
  responsiveImageVariants,
} from "./ResponsiveImage";
export type {
  ImageVariant,
  ImageVariantSource,
  ResponsiveImageContent,
  ResponsiveImageFit,
  ResponsiveImageProps,
  ResponsiveImageRadius,
  ResponsiveImageSet,
} from "./ResponsiveImage";
