import { cssColor, pt } from './css-values';
import { escapeHtml } from './escape-html';
import { cssFontFamily } from './font-families';

/** Tags of JasperReports' "styled" markup that map to an HTML element of the same meaning. */
const simpleTags: Record<string, string> = {
  b: 'b',
  i: 'i',
  u: 'u',
  sup: 'sup',
  sub: 'sub',
  li: 'span',
};

const colorName = /^[a-z]{3,20}$/i;

function attributes(source: string): Map<string, string> {
  const found = new Map<string, string>();
  const pattern = /([a-zA-Z][\w.-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
  for (let match = pattern.exec(source); match; match = pattern.exec(source))
    found.set(match[1].toLowerCase(), match[2] ?? match[3] ?? '');
  return found;
}

function color(value: string | undefined): string {
  if (!value) return '';
  if (colorName.test(value)) return value;
  return cssColor(value.startsWith('#') ? value : `#${value}`, '');
}

/** `<style fontName size isBold ... forecolor backcolor>` (JRStyledText attributes) → CSS. */
function styleTag(source: string): string {
  const found = attributes(source);
  const css: string[] = [];
  const fontName = found.get('fontname');
  if (fontName) css.push(`font-family:${cssFontFamily(fontName)}`);
  const size = Number(found.get('size'));
  if (found.has('size') && Number.isFinite(size) && size > 0 && size < 1000)
    css.push(`font-size:${pt(size)}`);
  const flag = (name: string) => found.get(name)?.toLowerCase();
  if (flag('isbold') === 'true') css.push('font-weight:bold');
  if (flag('isbold') === 'false') css.push('font-weight:normal');
  if (flag('isitalic') === 'true') css.push('font-style:italic');
  if (flag('isitalic') === 'false') css.push('font-style:normal');
  const decorations = [
    flag('isunderline') === 'true' ? 'underline' : '',
    flag('isstrikethrough') === 'true' ? 'line-through' : '',
  ].filter(Boolean);
  if (decorations.length) css.push(`text-decoration:${decorations.join(' ')}`);
  const fore = color(found.get('forecolor'));
  if (fore) css.push(`color:${fore}`);
  const back = color(found.get('backcolor'));
  if (back) css.push(`background-color:${back}`);
  return `<span style="${escapeHtml(css.join(';'))}">`;
}

/** `<font face size color>` as JasperReports' styled text reads it (size in points). */
function fontTag(source: string): string {
  const found = attributes(source);
  const css: string[] = [];
  const face = found.get('face') ?? found.get('fontname');
  if (face) css.push(`font-family:${cssFontFamily(face)}`);
  const size = Number(found.get('size'));
  if (found.has('size') && Number.isFinite(size) && size > 0 && size < 1000)
    css.push(`font-size:${pt(size)}`);
  const fore = color(found.get('color'));
  if (fore) css.push(`color:${fore}`);
  return `<span style="${escapeHtml(css.join(';'))}">`;
}

/** Text between tags: entities decoded as XML would, then escaped again for HTML. */
function text(source: string): string {
  return escapeHtml(
    source.replace(
      /&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|(lt|gt|amp|quot|apos));/gi,
      (whole, decimal, hex, name) => {
        if (decimal || hex) {
          const code = decimal ? Number(decimal) : parseInt(hex, 16);
          return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
        }
        return (
          { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" }[
            String(name).toLowerCase()
          ] ?? whole
        );
      },
    ),
  );
}

/**
 * JasperReports' "styled" markup (plain text with `<style>`, `<b>`, `<i>`, `<u>`, `<font>`,
 * `<sup>`, `<sub>`, `<li>` and `<br/>`), rebuilt as HTML from checked values only. Line breaks
 * in the text stay (the text box keeps white space); unknown tags are dropped, their text kept.
 */
export function styledTextMarkup(source: string): string {
  // Open tags by their styled-markup name, with the HTML element that closes each.
  const open: { name: string; element: string }[] = [];
  let output = '';
  const tag = /<(\/?)([a-z][a-z0-9]*)\b([^<>]*?)(\/?)>/gi;
  let last = 0;
  for (let match = tag.exec(source); match; match = tag.exec(source)) {
    output += text(source.slice(last, match.index));
    last = match.index + match[0].length;
    const closing = match[1] === '/';
    const name = match[2].toLowerCase();
    if (name === 'br') {
      output += '\n';
      continue;
    }
    const known =
      name === 'style' ||
      name === 'font' ||
      Object.prototype.hasOwnProperty.call(simpleTags, name);
    if (!known || (!closing && match[4] === '/')) continue;
    if (closing) {
      // Close everything opened after it too, so the output stays well nested.
      let index = open.length - 1;
      while (index >= 0 && open[index].name !== name) index--;
      while (index >= 0 && open.length > index)
        output += `</${open.pop()?.element}>`;
      continue;
    }
    if (name === 'style') output += styleTag(match[3]);
    else if (name === 'font') output += fontTag(match[3]);
    else if (name === 'li') output += '<span>\u2022 ';
    else output += `<${simpleTags[name]}>`;
    open.push({
      name,
      element:
        Object.prototype.hasOwnProperty.call(simpleTags, name) && name !== 'li'
          ? simpleTags[name]
          : 'span',
    });
  }
  output += text(source.slice(last));
  while (open.length) output += `</${open.pop()?.element}>`;
  return output;
}
