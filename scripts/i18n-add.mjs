// Adds translation keys to libs/contracts/src/i18n/<lang>.json from one file shaped
// { "it": { "chiave": "testo" }, "en": {...}, "hr": {...}, "sv": {...}, "tr": {...} },
// keeping the files sorted by key. Several people may run it at once: wrap it in
// `flock /tmp/i18n.lock node scripts/i18n-add.mjs file.json`.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../libs/contracts/src/i18n');
const file = process.argv[2];
if (!file) {
  console.error('uso: node scripts/i18n-add.mjs chiavi.json');
  process.exit(2);
}
const additions = JSON.parse(readFileSync(file, 'utf8'));
const missing = ['it', 'en', 'hr', 'sv', 'tr'].filter((l) => !additions[l]);
if (missing.length) {
  console.error(`mancano le lingue: ${missing.join(', ')}`);
  process.exit(2);
}
for (const [lang, keys] of Object.entries(additions)) {
  const target = path.join(dir, `${lang}.json`);
  const merged = { ...JSON.parse(readFileSync(target, 'utf8')), ...keys };
  const sorted = Object.fromEntries(Object.keys(merged).sort().map((k) => [k, merged[k]]));
  writeFileSync(target, `${JSON.stringify(sorted, null, 2)}\n`);
}
console.log(`aggiunte ${Object.keys(additions.it).length} chiavi`);
