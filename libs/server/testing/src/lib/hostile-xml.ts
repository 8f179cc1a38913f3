/** XML that must be refused by every intake: entities are never expanded nor fetched. */

/** `<root>` whose text is an external entity read from `url` (file:///etc/passwd, or an http address that records a fetch). */
export const externalEntity = (root: string, url: string): string =>
  `<?xml version="1.0"?>\n<!DOCTYPE ${root} [<!ENTITY xxe SYSTEM "${url}">]>\n<${root}>&xxe;</${root}>`;

/** A parameter entity fetched from `url` while the DOCTYPE is read, before any element. */
export const parameterEntity = (root: string, url: string): string =>
  `<?xml version="1.0"?>\n<!DOCTYPE ${root} [<!ENTITY % dtd SYSTEM "${url}"> %dtd;]>\n<${root}/>`;

/** Billion laughs: ten levels of ten references, 10^9 copies of "lol" when expanded. */
export function billionLaughs(root: string): string {
  const livelli = ['<!ENTITY l0 "lol">'];
  for (let i = 1; i <= 9; i++) livelli.push(`<!ENTITY l${i} "${`&l${i - 1};`.repeat(10)}">`);
  return `<?xml version="1.0"?>\n<!DOCTYPE ${root} [${livelli.join('')}]>\n<${root}>&l9;</${root}>`;
}

/** A JRXML that tries an external entity: the parser must refuse it. */
export const JRXML_XXE = `<?xml version="1.0"?>
<!DOCTYPE jasperReport [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
<jasperReport xmlns="http://jasperreports.sourceforge.net/jasperreports" name="x" pageWidth="595" pageHeight="842" columnWidth="555" leftMargin="20" rightMargin="20" topMargin="20" bottomMargin="20">
  <title><band height="20"><staticText><reportElement x="0" y="0" width="100" height="20"/><text>&xxe;</text></staticText></band></title>
</jasperReport>`;
