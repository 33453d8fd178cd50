/**
 * The report viewer's content (issue #24 item 4): the server supplies HTML built from what merchants
 * typed (business, store and card names), so it is sanitised in the browser before it is shown.
 * DOMPurify keeps tables and text formatting only: no script, no event handler, no link, no image,
 * no form, no style sheet and no class, so nothing in it can run, load a remote resource or restyle
 * the page outside its box. A `style` attribute survives only as a text alignment.
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

/** The attributes a report may use: table structure, and `style` for text alignment only. */
export const reportAttributes = ['colspan', 'rowspan', 'scope', 'headers', 'abbr', 'span', 'style'] as const;

/** The one style a report keeps: its cells' text alignment. */
const alignment = /^\s*text-align\s*:\s*(left|right|center)\s*;?\s*$/i;

let purifier: ReturnType<typeof DOMPurify> | undefined;

/** A DOMPurify instance of its own (its hook must not touch other users of the library). */
function reportPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier !== undefined) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName !== 'style') return;
    const match = alignment.exec(data.attrValue);
    if (match === null) {
      data.keepAttr = false;
      return;
    }
    data.attrValue = `text-align: ${(match[1] ?? 'left').toLowerCase()}`;
  });
  purifier = instance;
  return instance;
}

/** The server's report HTML with only tables and text formatting left (see the module's comment). */
export function sanitizeReportHtml(html: string): string {
  return reportPurifier().sanitize(html, {
    ALLOWED_TAGS: [...reportTags],
    ALLOWED_ATTR: [...reportAttributes],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    KEEP_CONTENT: true,
  });
}
