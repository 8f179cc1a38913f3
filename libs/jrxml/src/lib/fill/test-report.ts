import { parseJrxml } from '../jrxml';
import type { ReportDesign } from '../model';
import type { PrintDocument, PrintElement, PrintText } from '../print';

/** A JRXML 6.x report around `body` (bands, fields, ...), 200x300 pt with margins 10/20, for tests. */
export function testReport(body: string, attributes = ''): ReportDesign {
  return parseJrxml(`<?xml version="1.0" encoding="UTF-8"?>
<jasperReport xmlns="http://jasperreports.sourceforge.net/jasperreports" name="Test"
  pageWidth="200" pageHeight="300" leftMargin="10" rightMargin="10"
  topMargin="20" bottomMargin="20"
  ${attributes.includes('columnWidth=') ? '' : 'columnWidth="180"'} ${attributes}>
${body}
</jasperReport>`);
}

/** A 6.x text field band child. */
export function textField(expression: string, x = 0, y = 0, more = ''): string {
  return `<textField ${more}><reportElement x="${x}" y="${y}" width="100" height="10"/>
<textFieldExpression><![CDATA[${expression}]]></textFieldExpression></textField>`;
}

export function band(height: number, children = ''): string {
  return `<band height="${height}">${children}</band>`;
}

function collectTexts(elements: PrintElement[]): PrintText[] {
  return elements.flatMap((element) =>
    element.kind === 'text'
      ? [element]
      : element.kind === 'frame'
        ? collectTexts(element.children)
        : [],
  );
}

/** The text elements of a page (frames included), in painting order. */
export function pageTextElements(
  document: PrintDocument,
  page: number,
): PrintText[] {
  return collectTexts(document.pages[page].elements);
}

/** The texts of a page. */
export function pageTexts(document: PrintDocument, page: number): string[] {
  return pageTextElements(document, page).map((text) => text.text);
}

/** Where a text is: [page index, y] of its first occurrence. */
export function findText(
  document: PrintDocument,
  text: string,
): [number, number] | undefined {
  for (let page = 0; page < document.pages.length; page++) {
    const found = pageTextElements(document, page).find(
      (element) => element.text === text,
    );
    if (found) return [page, found.y];
  }
  return undefined;
}
