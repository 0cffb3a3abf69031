/**
 * Gives, for each set of options, the format `make` makes of them, made on first use and kept:
 * an `Intl` object costs far more to make than to use (a price list formats hundreds), and the
 * first one a page makes starts the browser's locale data, so none is made as a page's script
 * loads.
 */
export function keptByOptions<Options, Format>(
  make: (options: Options) => Format,
): (options: Options) => Format {
  const formats = new Map<string, Format>();
  return (options) => {
    const key = JSON.stringify(options);
    let format = formats.get(key);
    if (!format) {
      format = make(options);
      formats.set(key, format);
    }
    return format;
  };
}
