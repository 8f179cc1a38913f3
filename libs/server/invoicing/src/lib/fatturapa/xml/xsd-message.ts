/**
 * libxml2's schema errors in Italian (the user reads them in the ATTENZIONE dialog). The common
 * shapes are translated; anything else keeps libxml2's English text after the element.
 */
const REGOLE: [RegExp, (...m: string[]) => string][] = [
  [/^\[facet 'pattern'\] The value '(.*)' is not accepted by the pattern '(.*)'\.?$/s, (v, p) => `il valore '${v}' non rispetta il formato ${p}`],
  [/^\[facet 'enumeration'\] The value '(.*)' is not an element of the set \{(.*)\}\.?$/s, (v, s) => `il valore '${v}' non è tra quelli ammessi (${s})`],
  [/^\[facet 'maxLength'\] The value has a length of '(\d+)'; this exceeds the allowed maximum length of '(\d+)'\.?$/, (n, m) => `il valore è lungo ${n} caratteri, oltre il massimo di ${m}`],
  [/^\[facet 'minLength'\] The value has a length of '(\d+)'; this underruns the allowed minimum length of '(\d+)'\.?$/, (n, m) => `il valore è lungo ${n} caratteri, meno del minimo di ${m}`],
  [/^\[facet '(minInclusive|maxInclusive|totalDigits|fractionDigits|length)'\] The value '(.*)' .*$/s, (f, v) => `il valore '${v}' non rispetta il vincolo ${f}`],
  [/^This element is not expected\. Expected is (?:one of )?\( (.*) \)\.?$/s, (e) => `elemento non previsto in questa posizione; atteso: ${e}`],
  [/^This element is not expected\.?$/, () => 'elemento non previsto in questa posizione'],
  [/^Missing child element\(s\)\. Expected is (?:one of )?\( (.*) \)\.?$/s, (e) => `mancano elementi obbligatori; atteso: ${e}`],
  [/^'(.*)' is not a valid value of the (?:atomic|local atomic|list) type '(.*)'\.?$/s, (v, tipo) => `'${v}' non è un valore valido del tipo ${tipo}`],
  [/^No matching global declaration available for the validation root\.?$/, () => 'elemento radice non previsto dallo schema'],
  [/^The attribute '(.*)' is required but missing\.?$/, (a) => `manca l'attributo obbligatorio ${a}`],
  [/^The attribute '(.*)' is not allowed\.?$/, (a) => `attributo ${a} non ammesso`],
];

/** "riga 44: Element 'AliquotaIVA': [facet 'pattern'] …" → "riga 44: elemento AliquotaIVA: il valore '0' non rispetta il formato …" */
export function xsdMessageInItalian(message: string): string {
  const m = /^(riga \d+: )?(?:Element '([^']+)'(?:, attribute '([^']+)')?: )?(.*)$/s.exec(message.trim());
  if (!m) return message;
  const [, riga = '', elemento, attributo, testo] = m;
  const regola = REGOLE.find(([re]) => re.test(testo));
  const tradotto = regola ? testo.replace(regola[0], (...g: string[]) => regola[1](...g.slice(1, -2))) : testo;
  const dove = elemento ? `elemento ${elemento}${attributo ? `, attributo ${attributo}` : ''}: ` : '';
  return `${riga}${dove}${tradotto}`;
}
