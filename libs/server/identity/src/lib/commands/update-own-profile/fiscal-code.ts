/** An Italian personal fiscal code: 16 characters, omocodia letters allowed, with its check letter. */
const FORMA = /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/;

const DISPARI: Record<string, number> = Object.fromEntries(
  [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23].flatMap((v, i) => [
    [String.fromCharCode(65 + i), v],
    ...(i < 10 ? [[String(i), v] as const] : []),
  ]),
);

const valorePari = (c: string) => (/\d/.test(c) ? Number(c) : c.charCodeAt(0) - 65);

export function isValidFiscalCode(cf: string): boolean {
  if (!FORMA.test(cf)) return false;
  let somma = 0;
  for (let i = 0; i < 15; i++) somma += i % 2 === 0 ? DISPARI[cf[i]] : valorePari(cf[i]);
  return cf[15] === String.fromCharCode(65 + (somma % 26));
}
