/**
 * The XML with the blanks around each leaf value removed (`<Data>  2014-12-18 </Data>` →
 * `<Data>2014-12-18</Data>`): the harmless way real supplier files break the XSD. Only text that
 * sits between an opening tag and its closing tag is touched; markup is left as it is.
 */
export function senzaSpaziAttornoAiValori(xml: string): string {
  return xml.replace(/>([ \t\r\n]*)([^<>]*?)([ \t\r\n]*)<\//g, (tutto, prima: string, valore: string, dopo: string) =>
    prima || dopo ? `>${valore}</` : tutto,
  );
}
