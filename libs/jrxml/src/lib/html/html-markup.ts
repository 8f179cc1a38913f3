import { cssColor } from './css-values';
import { cssFontFamily } from './font-families';
import { escapeHtml } from './escape-html';

/** Tags of JasperReports' "html" markup that pass through (without attributes). */
const plainTags = new Set([
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'strike',
  'sup',
  'sub',
  'li',
  'ul',
  'ol',
  'p',
]);

/** CSS colour names a `<font color>` may use besides "#RRGGBB". */
const colorName = /^[a-z]{3,20}$/i;

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(
    `\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`,
    'i',
  ).exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/** `<font face size color>` → a span whose style is built from checked values only. */
function fontTag(attributes: string): string {
  const styles: string[] = [];
  const face = attribute(attributes, 'face');
  if (face) styles.push(`font-family:${cssFontFamily(face)}`);
  const color = attribute(attributes, 'color');
  if (color) {
    const checked = colorName.test(color) ? color : cssColor(color, '');
    if (checked) styles.push(`color:${checked}`);
  }
  const size = Number(attribute(attributes, 'size'));
  // HTML font sizes 1..7, as Swing's HTML kit maps them.
  const sizes = [8, 10, 12, 14, 18, 24, 36];
  if (Number.isInteger(size) && size >= 1 && size <= 7)
    styles.push(`font-size:${sizes[size - 1]}pt`);
  return `<span style="${escapeHtml(styles.join(';'))}">`;
}

/** Text between tags: keeps valid entity references, escapes everything else. */
function text(source: string): string {
  return source
    .split(/(&(?:#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});)/i)
    .map((part, index) => (index % 2 === 1 ? part : escapeHtml(part)))
    .join('');
}

/**
 * The subset of HTML a text field with markup="html" may use, rebuilt tag by tag: b, i, u, s, sup,
 * sub, lists, p, br and font (face, size, color). Other tags are dropped (their text stays);
 * no attribute is copied as written, so scripts, styles and links to resources cannot get through.
 */
export function sanitizeHtmlMarkup(source: string): string {
  const open: string[] = [];
  let output = '';
  const tag = /<(\/?)([a-z][a-z0-9]*)\b([^<>]*)>/gi;
  let last = 0;
  for (let match = tag.exec(source); match; match = tag.exec(source)) {
    output += text(source.slice(last, match.index));
    last = match.index + match[0].length;
    const closing = match[1] === '/';
    const name = match[2].toLowerCase();
    if (name === 'br') {
      output += '<br>';
    } else if (plainTags.has(name) || name === 'font') {
      const element = name === 'font' ? 'span' : name;
      if (!closing) {
        output += name === 'font' ? fontTag(match[3]) : `<${element}>`;
        open.push(element);
      } else {
        // Close everything opened after it too, so the output stays well nested.
        const index = open.lastIndexOf(element);
        while (index >= 0 && open.length > index) output += `</${open.pop()}>`;
      }
    }
  }
  output += text(source.slice(last));
  while (open.length) output += `</${open.pop()}>`;
  return output;
}
