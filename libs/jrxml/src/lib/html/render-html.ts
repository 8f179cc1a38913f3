import type { PrintDocument } from '../print';
import { pt } from './css-values';
import { escapeHtml } from './escape-html';
import { renderElement } from './render-element';
import { SharedStyles } from './shared-styles';

/** Shared rules; every size is in points so the PDF matches the print model 1:1. */
function styleSheet(document: PrintDocument): string {
  const width = pt(document.pageWidth);
  const height = pt(document.pageHeight);
  return [
    `@page{size:${width} ${height};margin:0}`,
    'html,body{margin:0;padding:0}',
    // Printing must not drop backgrounds, and text must not be inflated.
    'body{-webkit-print-color-adjust:exact;print-color-adjust:exact;-webkit-text-size-adjust:none}',
    `.p{position:relative;width:${width};height:${height};overflow:hidden;break-after:page;background:#ffffff}`,
    '.p:last-child{break-after:auto}',
    '.e,.c,.b,.s,.i{position:absolute;box-sizing:border-box}',
    '.e{overflow:visible}',
    '.c{overflow:hidden}',
    // No kerning nor ligatures: glyphs advance exactly as the filler measured them (and as
    // JasperReports' PDF exporter places them).
    '.t{display:flex;flex-direction:column;transform-origin:0 0;white-space:pre-wrap;overflow-wrap:break-word;' +
      'font-kerning:none;font-variant-ligatures:none;font-synthesis:weight style}',
    '.t a{color:inherit;text-decoration:inherit}',
    // JasperReports turns "html" markup into styled text: paragraphs and lists without margins.
    '.h p{margin:0}',
    '.h ul,.h ol{margin:0;padding-left:1.5em}',
    '.b{pointer-events:none}',
    '.s{left:0;top:0;overflow:visible}',
    '.i{background-repeat:no-repeat}',
  ].join('\n');
}

/**
 * A filled report as one self-contained HTML document: one absolutely positioned page box per page,
 * sized in points, with a CSS @page of the same size so Chromium prints one PDF page per box.
 * No scripts, no external resources (images only as data URLs).
 */
export function renderHtml(document: PrintDocument): string {
  const shared = new SharedStyles();
  const pages = document.pages
    .map(
      (page) =>
        `<div class="p">${page.elements.map((element) => renderElement(element, shared)).join('')}</div>`,
    )
    .join('\n');
  const sharedRules = shared.styleRules();
  return (
    '<!DOCTYPE html>\n<html><head><meta charset="utf-8">' +
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'">` +
    `<title>${escapeHtml(document.name)}</title>\n<style>\n${styleSheet(document)}${sharedRules ? `\n${sharedRules}` : ''}\n</style></head>\n` +
    `<body>\n${pages}\n</body></html>\n`
  );
}
