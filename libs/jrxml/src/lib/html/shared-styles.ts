/** Only inline raster/SVG images: nothing in the document may reach the network or a file. */
const safeDataUrl =
  /^data:image\/(?:png|jpeg|gif|webp|bmp|svg\+xml);base64,[A-Za-z0-9+/]+={0,2}$/;

/**
 * What many elements of one document share, written once as CSS classes: each distinct image
 * (`.i0{background-image:url(...)}`, however many elements and pages show it, e.g. a logo in the
 * page header) and each distinct text style (`.f0{font-family:...}`, the same for every cell of a
 * column). Keeps the HTML small and Chromium's style work low.
 */
export class SharedStyles {
  private readonly images = new Map<string, string>();
  private readonly texts = new Map<string, string>();

  /** The class painting this image, or undefined for anything but a safe data URL. */
  imageClass(dataUrl: string | undefined): string | undefined {
    if (dataUrl === undefined || !safeDataUrl.test(dataUrl)) return undefined;
    return this.classOf(this.images, dataUrl, 'i');
  }

  /** The class of a text style: CSS declarations built from checked values only. */
  textClass(declarations: string): string {
    return this.classOf(this.texts, declarations, 'f');
  }

  /** The CSS rules of the classes handed out. */
  styleRules(): string {
    return [
      ...[...this.images].map(
        ([dataUrl, name]) => `.${name}{background-image:url("${dataUrl}")}`,
      ),
      // Built from checked values only; "<" could never end the style element anyway.
      ...[...this.texts].map(
        ([declarations, name]) =>
          `.${name}{${declarations.replace(/[<>{}]/g, '')}}`,
      ),
    ].join('\n');
  }

  private classOf(
    classes: Map<string, string>,
    key: string,
    prefix: string,
  ): string {
    let name = classes.get(key);
    if (!name) {
      name = `${prefix}${classes.size}`;
      classes.set(key, name);
    }
    return name;
  }
}
