/**
 * The report viewer's content: the server supplies HTML built from what merchants
 * typed (business, store and card names), so it is sanitised in the browser before it is shown.
 * DOMPurify keeps tables and text formatting only: no script, no event handler, no link, no image,
 * no form, no style sheet, no class and no style attribute, so nothing in it can run, load a remote
 * resource or restyle the page outside its box. A cell's text alignment, which the server writes as
 * a `style` attribute, survives as `data-align` (left, right or center), which the viewer's styles
 * follow: the app's Content Security Policy allows no inline style.
 */
import DOMPurify from 'dompurify';

/** The elements a report may use: tables and text formatting. */
export const reportTags = [
  'table',
  'caption',
  'colgroup',
  'col',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'p',
  'div',
  'span',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  'small',
  'sub',
  'sup',
  'h2',
  'h3',
  'h4',
] as const;

/** The attributes a report may use: table structure, and its text alignment (see the module's comment). */
export const reportAttributes = ['colspan', 'rowspan', 'scope', 'headers', 'abbr', 'span', 'data-align'] as const;

/** The one style a report keeps: its cells' text alignment. */
const alignment = /^\s*text-align\s*:\s*(left|right|center)\s*;?\s*$/i;

/** What a `style` attribute is called while the report is parsed and sanitised. */
const styleStandIn = 'data-report-style';

/** A start tag with its attributes, quoted values whole (a '>' or 'style=' inside one is a value). */
const startTag = /<[a-z][^\s/>]*(?:[\s/]+[^\s/>"'=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*/gi;
/** One attribute of a start tag, with the space before it. */
const attribute = /([\s/]+)([^\s/>"'=]+)(\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?/g;

/**
 * The server's HTML with every `style` attribute renamed to `data-report-style`, so the browser
 * never parses one: under a policy without inline styles, parsing a style attribute reports a
 * violation even in the detached document DOMPurify parses into. One this misses in malformed HTML
 * is blocked by the policy and then removed by DOMPurify, as any attribute not listed.
 */
export function renameStyleAttributes(html: string): string {
  return html.replace(startTag, (tag) =>
    tag.replace(attribute, (whole, space: string, name: string, value: string | undefined) =>
      name.toLowerCase() === 'style' ? `${space}${styleStandIn}${value ?? ''}` : whole,
    ),
  );
}

let purifier: ReturnType<typeof DOMPurify> | undefined;

/** A DOMPurify instance of its own (its hook must not touch other users of the library). */
function reportPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier !== undefined) return purifier;
  const instance = DOMPurify(window);
  // The alignment comes from the style attribute alone: a `data-align` the server sent is dropped.
  // (The hook sees every node: text nodes have no attributes.)
  instance.addHook('beforeSanitizeAttributes', (node) => {
    if (node.nodeType !== Node.ELEMENT_NODE) return;
    const style = node.getAttribute(styleStandIn);
    node.removeAttribute(styleStandIn);
    node.removeAttribute('data-align');
    const match = style === null ? null : alignment.exec(style);
    if (match) node.setAttribute('data-align', (match[1] ?? 'left').toLowerCase());
  });
  purifier = instance;
  return instance;
}

/** The server's report HTML with only tables and text formatting left (see the module's comment). */
export function sanitizeReportHtml(html: string): string {
  return reportPurifier().sanitize(renameStyleAttributes(html), {
    ALLOWED_TAGS: [...reportTags],
    ALLOWED_ATTR: [...reportAttributes],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    KEEP_CONTENT: true,
  });
}
