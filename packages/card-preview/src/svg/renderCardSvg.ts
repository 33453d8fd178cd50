import type { IconShape } from '../icons/iconShape';
import { fontFamily, iconTransform, round, textAnchor } from '../layout/drawing';
import {
  layoutCard,
  type BoxNode,
  type CardLayout,
  type CardLayoutOptions,
  type LayoutNode,
} from '../layout/layoutCard';
import type { LoyaltyCard, NormalizedCard } from '../model';

/** A font the SVG declares with `@font-face` (for a browser or a rasteriser that reads it). */
export interface SvgFontFace {
  family: string;
  /** A URL or a `data:` URL of the font file. */
  src: string;
  weight?: 400 | 700;
  style?: 'normal' | 'italic';
}

export interface RenderCardSvgOptions extends CardLayoutOptions {
  /**
   * The icons' outlines by key (`solid/star`), e.g. from `loadCardIcons` (Node) or `loadIcons`
   * (browser). An icon left out is not drawn.
   */
  icons?: Readonly<Record<string, IconShape>> | ReadonlyMap<string, IconShape>;
  /**
   * Fonts to declare in the SVG, referenced by URL or embedded as data URLs, as the caller chooses.
   * Without them the SVG names Inter, then the system's sans-serif.
   */
  fontFaces?: readonly SvgFontFace[];
  /**
   * What to do with the logo's address: return it (or a `data:` URL to embed the picture), or null
   * to leave the logo out (e.g. where remote pictures must not load). By default it is kept.
   */
  resolveImage?: (href: string) => string | null;
}

const special = /[&<>"']/;
/** Text and attribute values from the card, escaped for markup. */
const escape = (value: string): string =>
  special.test(value) ? value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`) : value;

const alignAspect = { left: 'xMinYMid meet', center: 'xMidYMid meet', right: 'xMaxYMid meet' } as const;

type Icons = ReadonlyMap<string, IconShape>;

const boxGeometry = (box: BoxNode): string =>
  ` x="${round(box.x)}" y="${round(box.y)}" width="${round(box.width)}" height="${round(box.height)}"${box.radius > 0 ? ` rx="${round(box.radius)}"` : ''} fill="${box.fill}"`;

// Colours, parts, keys and numbers need no escaping: normalizeCard lets through only colours it can
// read (hex, rgb(), hsl(), names), parts and keys are the layout's own words, data values are numbers
// and booleans. Texts and addresses are escaped.
interface Drawing {
  shapes: Icons;
  resolveImage: RenderCardSvgOptions['resolveImage'];
  sharedOutlines: boolean;
}

/** The id of an icon's outline in the drawing's `<defs>`. */
const outlineId = (key: string): string => `icon-${key.replace('/', '-')}`;

function drawNode(node: LayoutNode, drawing: Drawing): string {
  const { shapes, resolveImage } = drawing;
  switch (node.kind) {
    case 'box':
      return `<rect${node.part ? ` data-part="${node.part}"` : ''}${boxGeometry(node)}/>`;
    case 'text': {
      const attributes = `data-part="${node.part}" font-size="${round(node.fontSize)}" font-weight="${node.bold ? 700 : 400}"${node.italic ? ' font-style="italic"' : ''}${node.underline ? ' text-decoration="underline"' : ''} text-anchor="${textAnchor[node.align]}" fill="${node.colour}"`;
      const [first] = node.lines;
      // One line is one element; more are a tspan each.
      if (node.lines.length === 1 && first) {
        return `<text ${attributes} x="${round(first.x)}" y="${round(first.y)}">${escape(first.text)}</text>`;
      }
      let lines = '';
      for (const line of node.lines)
        lines += `<tspan x="${round(line.x)}" y="${round(line.y)}">${escape(line.text)}</tspan>`;
      return `<text ${attributes}>${lines}</text>`;
    }
    case 'image': {
      const href = resolveImage ? resolveImage(node.href) : node.href;
      if (href === null) return '';
      return `<image data-part="${node.part}"${node.placeholder ? ' data-placeholder="true"' : ''} x="${round(node.x)}" y="${round(node.y)}" width="${round(node.width)}" height="${round(node.height)}" href="${escape(href)}" preserveAspectRatio="${alignAspect[node.align]}"/>`;
    }
    case 'icon': {
      const shape = shapes.get(node.key);
      if (!shape) return '';
      // The outline is written out in every cell: Chromium builds and lays out a path faster than a
      // <use> of a shared one. It is path data only (parseIconSvg), so it needs no escaping.
      const place = `data-part="icon" data-icon="${node.key}" transform="${iconTransform(node, shape)}" fill="${node.colour}"`;
      return drawing.sharedOutlines
        ? `<use ${place} href="#${outlineId(node.key)}"/>`
        : `<path ${place} d="${shape.path}"/>`;
    }
    case 'group': {
      let attributes = ` data-part="${node.part}"`;
      if (node.data) for (const name in node.data) attributes += ` data-${name}="${String(node.data[name])}"`;
      const [background, ...rest] = node.children;
      // A plain stamp cell (its background and its icon) is written without a group: the cell's
      // rectangle carries the part and the data, the icon follows it. Fewer elements for the
      // browser to build, which is most of what a list of thumbnails costs.
      if (node.part === 'stamp' && background?.kind === 'box' && rest.every((child) => child.kind === 'icon')) {
        let icons = '';
        for (const child of rest) icons += drawNode(child, drawing);
        return `<rect${attributes}${boxGeometry(background)}/>${icons}`;
      }
      if (node.opacity !== undefined) attributes += ` opacity="${node.opacity}"`;
      let children = '';
      for (const child of node.children) children += drawNode(child, drawing);
      return `<g${attributes}>${children}</g>`;
    }
  }
}

/** The `<style>` declaring a standalone drawing's fonts (none for none). */
export function fontFaceRules(faces: readonly SvgFontFace[]): string {
  if (faces.length === 0) return '';
  const rules = faces
    .map(
      (face) =>
        `@font-face{font-family:${JSON.stringify(face.family)};src:url(${JSON.stringify(face.src)});font-weight:${face.weight ?? 400};font-style:${face.style ?? 'normal'}}`,
    )
    .join('');
  return `<style>${rules.replace(/</g, '\\3c ')}</style>`;
}

const iconMap = (icons: RenderCardSvgOptions['icons']): Icons =>
  icons instanceof Map ? icons : new Map(Object.entries(icons ?? {}));

/** How a page hosts the drawing (the React preview and the custom element). */
export interface SvgHosting {
  /** Fill the container's width (height from the card's shape) rather than the layout's display size. */
  fluid?: boolean;
  /** The host names the card itself (`role="img"`): the drawing is hidden from assistive technology. */
  decorative?: boolean;
  /**
   * Write each icon's outline once and place it with `<use>`: a third of the markup, for a drawing
   * shown as a picture. In a page's own DOM, a path per cell is faster to build than `<use>`.
   */
  sharedOutlines?: boolean;
}

/**
 * A layout's SVG markup in pieces: the `<svg>` start tag with its title and definitions, then one
 * part per top-level node of the layout (its elements, or nothing for a picture or an icon left
 * out), then the end tag. Joined, they are `drawLayoutSvg`; apart, a page's drawing can replace
 * only the parts that changed (patchLayoutSvg).
 */
export interface LayoutSvgParts {
  open: string;
  parts: string[];
  close: string;
}

/** The markup of a drawing's pieces put together. */
export const joinLayoutSvg = ({ open, parts, close }: LayoutSvgParts): string => open + parts.join('') + close;

/**
 * Draws a layout as the pieces of its SVG markup (see `drawLayoutSvg` for the options). Fonts are
 * not among its options: a page declares its own, and only a standalone document declares them in
 * the drawing, `style` (fontFaceRules) heading its definitions, so the pages' renderers carry no
 * code to write them.
 */
export function drawLayoutParts(
  layout: CardLayout,
  options: Omit<RenderCardSvgOptions, 'fontFaces'> = {},
  hosting: SvgHosting = {},
  style = '',
): LayoutSvgParts {
  const icons = iconMap(options.icons);
  let definitions = style;
  const sharedOutlines = hosting.sharedOutlines ?? false;
  if (sharedOutlines) {
    for (const key of layout.icons) {
      const shape = icons.get(key);
      // Path data only (parseIconSvg): it needs no escaping.
      if (shape) definitions += `<path id="${outlineId(key)}" d="${shape.path}"/>`;
    }
  }
  const drawing: Drawing = { shapes: icons, resolveImage: options.resolveImage, sharedOutlines };
  const parts = layout.nodes.map((node) => drawNode(node, drawing));
  const label = escape(layout.label);
  const size = hosting.fluid
    ? 'width="100%"'
    : `width="${round(layout.displayWidth)}" height="${round(layout.displayHeight)}"`;
  const name = hosting.decorative
    ? ' aria-hidden="true" focusable="false">'
    : ` role="img" aria-label="${label}"><title>${label}</title>`;
  return {
    open: `<svg xmlns="http://www.w3.org/2000/svg" ${size} viewBox="0 0 ${round(layout.width)} ${round(layout.height)}" font-family="${escape(fontFamily)}" data-side="${layout.side}"${name}${definitions ? `<defs>${definitions}</defs>` : ''}`,
    parts,
    close: '</svg>',
  };
}

/**
 * Draws a layout as SVG markup (no XML declaration): what the React preview, the custom element
 * and `renderCardSvg` all insert or send, so the three draw the same figures. By default it is a
 * standalone image at the layout's display size, named by the card's description.
 */
export function drawLayoutSvg(
  layout: CardLayout,
  options: RenderCardSvgOptions = {},
  hosting: SvgHosting = {},
): string {
  return joinLayoutSvg(drawLayoutParts(layout, options, hosting, fontFaceRules(options.fontFaces ?? [])));
}

/**
 * The card as a self-contained SVG document, in any JavaScript runtime (no DOM): for e-mails,
 * posters, wallet-pass pictures and link previews, or to rasterise to PNG. The icons come from
 * `options.icons`; fonts and the logo are referenced or embedded as the options say.
 */
export function renderCardSvg(
  card: LoyaltyCard | NormalizedCard | null | undefined,
  options: RenderCardSvgOptions = {},
): string {
  return drawLayoutSvg(layoutCard(card, options), options);
}

/** The icons a card draws on a side (`solid/star`), to load before `renderCardSvg`. */
export function cardIconKeys(
  card: LoyaltyCard | NormalizedCard | null | undefined,
  options: CardLayoutOptions = {},
): string[] {
  return layoutCard(card, options).icons;
}
