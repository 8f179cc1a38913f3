/**
 * A field or query column name as a person reads it when the screen gives it no label:
 * codiceIva → "Codice Iva", data_documento → "Data Documento"; a name already written as words
 * ("N. righe", "Totale Fatturato") stays as it is. The history's lines and the charts' and pivot's
 * columns read it alike.
 */
export function fieldWords(campo: string): string {
  if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(campo)) return campo;
  return campo
    .replace(/_+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .split(/\s+/)
    .map((parola) => parola.charAt(0).toUpperCase() + parola.slice(1))
    .join(' ');
}
