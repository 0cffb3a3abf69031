import { cva } from "class-variance-authority";
import type { ComponentPropsWithoutRef, RefAttributes } from "react";
import { dataFlag } from "../../styles/dataAttributes";
import * as styles from "./ResponsiveImage.css";
import { imageVariantNames, imageVariantWidths, type ImageVariant } from "./imageVariantWidths";

export { imageVariantNames, imageVariantWidths, type ImageVariant };

/** One variant's files: the fallback (JPEG or PNG) and its WebP twin. */
export interface ImageVariantSource {
  /** The JPEG or PNG file, for browsers without WebP. */
  imgUrl: string;
  /** The same picture as WebP. */
  webpUrl: string;
}

/** The image set of a catalogue feature: any of the five variants (usually all). */
export type ResponsiveImageSet = Partial<Record<ImageVariant, ImageVariantSource>>;

export const responsiveImageFits = ["cover", "contain"] as const;
export type ResponsiveImageFit = (typeof responsiveImageFits)[number];
export const responsiveImageRadii = ["none", "medium", "large"] as const;
export type ResponsiveImageRadius = (typeof responsiveImageRadii)[number];

/** Images never grow past the widest file, and fill the viewport below it. */
export const defaultImageSizes = `(min-width: ${imageVariantWidths.xlImg}px) ${imageVariantWidths.xlImg}px, 100vw`;

const responsiveImageDefaults = { fit: "cover", radius: "none", framed: false } as const;

export const responsiveImageVariants = cva(styles.base, {
  variants: {
    fit: styles.fit,
    radius: styles.radius,
    framed: { true: styles.framed, false: "" },
  },
  defaultVariants: responsiveImageDefaults,
});

/** `url 315w, url 460w, …` for the variants present, smallest first. */
export function imageSrcSet(images: ResponsiveImageSet, format: keyof ImageVariantSource): string {
  return imageVariantNames
    .flatMap((name) => {
      const source = images[name];
      return source ? [`${source[format]} ${imageVariantWidths[name]}w`] : [];
    })
    .join(", ");
}

/** The file old browsers without srcset get: the middle variant, else the largest present. */
function fallbackSource(images: ResponsiveImageSet): ImageVariantSource | undefined {
  return (
    images.mdImg ??
    [...imageVariantNames]
      .reverse()
      .map((name) => images[name])
      .find(Boolean)
  );
}

type NativeImgProps = Omit<
  ComponentPropsWithoutRef<"img">,
  "src" | "srcSet" | "width" | "height" | "alt" | "fetchPriority"
>;

export interface ResponsiveImageProps extends NativeImgProps, RefAttributes<HTMLImageElement> {
  /** The variant files (xsImg to xlImg, each with imgUrl and webpUrl). */
  images: ResponsiveImageSet;
  /** What the image shows; an empty string marks it decorative. */
  alt: string;
  /** Intrinsic width; with `height` it gives the aspect ratio, so nothing shifts while loading. */
  width: number;
  /** Intrinsic height; with `width` it gives the aspect ratio. */
  height: number;
  /** How wide the image is drawn at each viewport width, so the browser picks the right file. */
  sizes?: string;
  /** The page's largest paint: loads at once with high fetch priority instead of lazily. */
  priority?: boolean;
  /** How the file fills its box when the box has another ratio. */
  fit?: ResponsiveImageFit;
  /** Corner rounding. */
  radius?: ResponsiveImageRadius;
  /** A thin border and a shadow, for screenshots of the product on a plain surface. */
  framed?: boolean;
}

/** An image as content carries it: the files, the text alternative and the aspect ratio. */
export type ResponsiveImageContent = Pick<
  ResponsiveImageProps,
  "images" | "alt" | "width" | "height"
>;

/**
 * A catalogue image in five widths, WebP first with a JPEG or PNG fallback, lazy unless it
 * is the page's largest paint.
 */
export function ResponsiveImage({
  images,
  alt,
  width,
  height,
  sizes = defaultImageSizes,
  priority = false,
  fit,
  radius,
  framed,
  loading,
  decoding = "async",
  className,
  ...props
}: ResponsiveImageProps) {
  const fallback = fallbackSource(images);
  return (
    <picture className={styles.picture}>
      <source type="image/webp" srcSet={imageSrcSet(images, "webpUrl")} sizes={sizes} />
      <img
        src={fallback?.imgUrl}
        srcSet={imageSrcSet(images, "imgUrl")}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? "eager" : (loading ?? "lazy")}
        fetchPriority={priority ? "high" : undefined}
        decoding={decoding}
        data-priority={dataFlag(priority)}
        className={responsiveImageVariants({ fit, radius, framed, className })}
        {...props}
      />
    </picture>
  );
}
