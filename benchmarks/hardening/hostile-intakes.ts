/**
 * The XML and archive intakes of part 3: XXE (a local file and an http address), billion laughs,
 * decompression bombs, path traversal and oversized bodies, sent to every place that reads an
 * uploaded file — the JRXML/.jasper template upload, the SAML response and logout messages of
 * SPID, the module .jar upload, the PDFs to archive or sign and the signature stroke (PNG), the
 * SDI receipts (XML, .p7m or zip) — and to the body parsers themselves. Each must be refused: a
 * 4xx with an Italian messaggio. The received supplier invoices (POST fatturericevute/importa:
 * XML, .p7m, zip) get the same.
 */
import { copyFileSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import {
  JRXML_XXE,
  MANIFEST_MAGAZZINO,
  billionLaughs,
  testCertificate,
  compressedRepeats,
  externalEntity,
  parameterEntity,
  testPdf,
  pdfObjectStreamBomb,
  pngBomb,
  testJar,
  testZip,
  firmaP7m,
  zipWithEntryName,
} from '@registro/server-testing/hostile';
import { chiama } from './client';
import { ID_INESISTENTE } from './hostile-requests';
import { problemaDi } from './hostile-answer';

interface Corpo {
  body: RequestInit['body'];
  headers?: Record<string, string>;
}

interface CasoIngresso {
  caso: string;
  metodo: string;
  /** under /api, with the query */
  percorso: string;
  corpo?: () => Promise<Corpo>;
}

const MiB = 1024 * 1024;
const json = (value: unknown): Corpo => ({ body: JSON.stringify(value), headers: { 'Content-Type': 'application/json' } });
const form = (fields: Record<string, string>): Corpo => ({ body: new URLSearchParams(fields).toString(), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
const base64 = (text: string | Buffer) => Buffer.from(text).toString('base64');
/** The bytes of a Buffer as fetch and Blob take them (no copy). */
const byte = (b: Buffer) => new Uint8Array(b.buffer as ArrayBuffer, b.byteOffset, b.length);

function multipart(contenuto: Buffer, nomeFile: string): Corpo {
  const dati = new FormData();
  dati.append('file', new Blob([byte(contenuto)]), nomeFile);
  return { body: dati };
}

/** A Java serialization stream of a byte[] that declares 2^31 - 1 elements and carries four. */
const JASPER_ARRAY_ENORME = Buffer.concat([
  Buffer.from([0xac, 0xed, 0x00, 0x05, 0x75, 0x72, 0x00, 0x02]),
  Buffer.from('[B', 'latin1'),
  Buffer.from([0xac, 0xf3, 0x17, 0xf8, 0x06, 0x08, 0x54, 0xe0, 0x02, 0x00, 0x00, 0x78, 0x70, 0x7f, 0xff, 0xff, 0xff, 1, 2, 3, 4]),
]);

/** The SAML messages: posted as SPID's IdPs post them (form field, base64). */
const samlResponse = (xml: string) => form({ SAMLResponse: base64(xml), RelayState: 'x' });

function casi(spia: string, idReportTipo: number, pinFirma: string): CasoIngresso[] {
  const template = (nome: string, contenuto: string | Buffer): Corpo => json({ name: nome, base64: base64(contenuto), idReportTipo });
  const jar = (caso: string, contenuto: () => Promise<Buffer> | Buffer, nomeFile = 'modulo.jar'): CasoIngresso => ({
    caso: `.jar: ${caso}`,
    metodo: 'POST',
    percorso: '/application/upload',
    corpo: async () => multipart(await contenuto(), nomeFile),
  });
  const notifica = (caso: string, contenuto: () => Promise<Buffer> | Buffer, nomeFile = 'ricevuta.xml'): CasoIngresso => ({
    caso: `ricevuta SDI: ${caso}`,
    metodo: 'POST',
    percorso: '/documenti/notifichesdi',
    corpo: async () => multipart(await contenuto(), nomeFile),
  });
  const RICEVUTA = 'types:RicevutaConsegna';
  const pdf = (caso: string, costruisci: () => Promise<Buffer>): CasoIngresso[] => {
    let contenuto: Promise<Buffer> | undefined;
    const una = () => (contenuto ??= costruisci());
    return [
      { caso: `PDF da archiviare: ${caso}`, metodo: 'POST', percorso: '/allegati', corpo: async () => json({ idRisorsa: 1, nomeFile: 'referto.pdf', tipoDocumento: 'REFERTO', file: base64(await una()) }) },
      { caso: `PDF da firmare: ${caso}`, metodo: 'POST', percorso: '/sign', corpo: async () => json({ codiceDispositivo: 'STRUTTURA', pin: pinFirma, files: [{ filename: 'a.pdf', fileBase64: base64(await una()) }] }) },
    ];
  };
  return [
    { caso: 'JRXML: entità esterna file:///etc/passwd, nome con ../', metodo: 'POST', percorso: '/printreporttipi/upload', corpo: async () => template('../../../../tmp/xxe.jrxml', JRXML_XXE) },
    { caso: 'JRXML: entità esterna http', metodo: 'POST', percorso: '/printreporttipi/upload', corpo: async () => template('xxe.jrxml', externalEntity('jasperReport', `${spia}/jrxml`)) },
    { caso: 'JRXML: entità parametro http', metodo: 'POST', percorso: '/printreporttipi/upload', corpo: async () => template('xxe.jrxml', parameterEntity('jasperReport', `${spia}/jrxml.dtd`)) },
    { caso: 'JRXML: billion laughs', metodo: 'POST', percorso: '/printreporttipi/upload', corpo: async () => template('lol.jrxml', billionLaughs('jasperReport')) },
    {
      caso: 'JRXML: UTF-16 con entità esterna',
      metodo: 'POST',
      percorso: '/printreporttipi/upload',
      corpo: async () => template('utf16.jrxml', Buffer.from(`\ufeff${JRXML_XXE.replace('<?xml version="1.0"?>', '<?xml version="1.0" encoding="UTF-16"?>')}`, 'utf16le')),
    },
    { caso: '.jasper: array di 2^31 elementi', metodo: 'POST', percorso: '/printreporttipi/upload', corpo: async () => template('enorme.jasper', JASPER_ARRAY_ENORME) },
    { caso: 'JRXML: 11 MB (oltre i 10 MB dei template)', metodo: 'POST', percorso: '/printreporttipi/upload', corpo: async () => template('grande.jrxml', `<jasperReport>${' '.repeat(11 * MiB)}</jasperReport>`) },
    { caso: 'JSON di 26 MB (oltre i 25 MB dei file)', metodo: 'POST', percorso: '/printreporttipi/upload', corpo: async () => json({ name: 'a.jrxml', base64: 'A'.repeat(26 * MiB), idReportTipo }) },

    { caso: 'SAML Response: entità esterna file:///etc/passwd', metodo: 'POST', percorso: '/spid/acs', corpo: async () => samlResponse(externalEntity('samlp:Response', 'file:///etc/passwd')) },
    { caso: 'SAML Response: entità esterna http', metodo: 'POST', percorso: '/spid/acs', corpo: async () => samlResponse(externalEntity('samlp:Response', `${spia}/saml`)) },
    { caso: 'SAML Response: entità parametro http', metodo: 'POST', percorso: '/spid/acs', corpo: async () => samlResponse(parameterEntity('samlp:Response', `${spia}/saml.dtd`)) },
    { caso: 'SAML Response: billion laughs', metodo: 'POST', percorso: '/spid/acs', corpo: async () => samlResponse(billionLaughs('samlp:Response')) },
    { caso: 'SAML Response: non base64', metodo: 'POST', percorso: '/spid/acs', corpo: async () => form({ SAMLResponse: '%%% non è base64 <x>', RelayState: '../../etc/passwd' }) },
    { caso: 'SAML Response: 2 MB (oltre 1 MB)', metodo: 'POST', percorso: '/spid/acs', corpo: async () => form({ SAMLResponse: 'A'.repeat(2 * MiB) }) },
    { caso: 'SAML LogoutRequest: entità esterna http', metodo: 'POST', percorso: '/spid/logout', corpo: async () => form({ SAMLRequest: base64(externalEntity('samlp:LogoutRequest', `${spia}/logout`)) }) },
    { caso: 'SAML LogoutResponse: billion laughs', metodo: 'POST', percorso: '/spid/logout', corpo: async () => form({ SAMLResponse: base64(billionLaughs('samlp:LogoutResponse')) }) },

    jar('una voce di 64 MB di zeri (rapporto di compressione)', () => testJar({ ...MANIFEST_MAGAZZINO, 'Implementation-Title': 'bomba' }, { 'zeri.bin': Buffer.alloc(64 * MiB) })),
    jar('250 voci da 1 MB (250 MB decompressi)', () => {
      const mega = Buffer.alloc(MiB);
      return testJar({ ...MANIFEST_MAGAZZINO, 'Implementation-Title': 'bomba' }, Object.fromEntries(Array.from({ length: 250 }, (_, i) => [`zeri/${i}.bin`, mega])));
    }),
    jar('25.000 voci', () => testJar({ ...MANIFEST_MAGAZZINO, 'Implementation-Title': 'molte' }, Object.fromEntries(Array.from({ length: 25_000 }, (_, i) => [`v/${i}`, ''])))),
    jar('manifest di 10 MB', () => testJar({ ...MANIFEST_MAGAZZINO, 'X-Padding': 'x'.repeat(10 * MiB) })),
    jar('voce ../../evil.txt', () => zipWithEntryName('../../evil.txt')),
    jar('voce /etc/passwd', () => zipWithEntryName('/etc/passwd')),
    jar('voce ..\\..\\evil.txt', () => zipWithEntryName('..\\..\\evil.txt')),
    jar('nome del file ../../../../tmp/evil.jar, manifest senza titolo', () => testJar({ 'Implementation-Version': '1' }), '../../../../tmp/evil.jar'),
    jar('non è uno zip', () => Buffer.from('PK\x03\x04 non sono un archivio')),
    jar('zip troncato', async () => (await testZip({ 'META-INF/MANIFEST.MF': 'Manifest-Version: 1.0\r\n', 'a.class': Buffer.alloc(5000, 7) })).subarray(0, 200)),
    jar('21 MB (oltre i 20 MB)', () => Buffer.alloc(21 * MiB, 1)),
    {
      caso: '.jar: nuova versione con una voce di 64 MB di zeri',
      metodo: 'PUT',
      percorso: `/application/${ID_INESISTENTE}/upload`,
      corpo: async () => multipart(await testJar(MANIFEST_MAGAZZINO, { 'zeri.bin': Buffer.alloc(64 * MiB) }), 'modulo.jar'),
    },
    { caso: 'jarinfo: jarName ../../../../etc/passwd', metodo: 'GET', percorso: `/installation/jarinfo?jarName=${encodeURIComponent('../../../../etc/passwd')}` },
    { caso: 'jarinfo: jarName /etc/passwd%00.jar', metodo: 'GET', percorso: '/installation/jarinfo?jarName=%2Fetc%2Fpasswd%00.jar' },

    notifica('entità esterna file:///etc/passwd', () => Buffer.from(externalEntity(RICEVUTA, 'file:///etc/passwd'))),
    notifica('entità esterna http', () => Buffer.from(externalEntity(RICEVUTA, `${spia}/sdi`))),
    notifica('entità parametro http', () => Buffer.from(parameterEntity(RICEVUTA, `${spia}/sdi.dtd`))),
    notifica('billion laughs', () => Buffer.from(billionLaughs(RICEVUTA))),
    notifica('zip con una voce di 64 MB di zeri', () => testZip({ 'zeri.xml': Buffer.alloc(64 * MiB, 0x20) }), 'ricevute.zip'),
    notifica('zip con 2000 voci', () => testZip(Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`r/${i}.xml`, '<a/>']))), 'ricevute.zip'),
    notifica('voce ../../evil.xml', () => zipWithEntryName('../../evil.xml'), 'ricevute.zip'),
    notifica('voce /etc/passwd', () => zipWithEntryName('/etc/passwd'), 'ricevute.zip'),
    notifica('nome del file ../../../../tmp/evil.xml', () => Buffer.from(billionLaughs(RICEVUTA)), '../../../../tmp/evil.xml'),
    notifica('.p7m che non è una busta CMS', () => Buffer.from('MIIB non sono una firma'), 'ricevuta.xml.p7m'),
    notifica('6 MB (oltre i 5 MB di un file)', () => Buffer.alloc(6 * MiB, 0x20)),

    ...fattureRicevute(spia),

    ...pdf('flusso di oggetti che si decomprime in 256 MB', () => pdfObjectStreamBomb(256 * MiB)),
    {
      caso: 'firma grafometrica: PNG di 20000×20000 pixel',
      metodo: 'POST',
      percorso: '/sign',
      corpo: async () =>
        json({ codiceDispositivo: 'TAVOLETTA', pin: pinFirma, firmaGrafica: `data:image/png;base64,${base64(await pngBomb(20_000, 20_000))}`, files: [{ filename: 'a.pdf', fileBase64: base64(await testPdf()) }] }),
    },

    { caso: 'JSON gzip che si decomprime in 256 MB', metodo: 'POST', percorso: '/users', corpo: async () => ({ body: byte(await compressedRepeats(256 * MiB, 'gzip', 0x20)), headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' } }) },
    { caso: 'JSON deflate che si decomprime in 256 MB', metodo: 'POST', percorso: '/users', corpo: async () => ({ body: byte(await compressedRepeats(256 * MiB, 'deflate', 0x20)), headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'deflate' } }) },
    { caso: 'JSON con Content-Encoding sconosciuto', metodo: 'POST', percorso: '/users', corpo: async () => ({ body: '{}', headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'zstd' } }) },
    { caso: 'JSON di 1,5 MB (oltre 1 MB)', metodo: 'POST', percorso: '/users', corpo: async () => json({ username: 'x'.repeat(1.5 * MiB) }) },
    { caso: 'form di 1,5 MB (oltre 1 MB)', metodo: 'POST', percorso: '/token', corpo: async () => form({ grant_type: 'password', username: 'x'.repeat(1.5 * MiB) }) },
    { caso: 'form con 5000 parametri', metodo: 'POST', percorso: '/token', corpo: async () => ({ body: Array.from({ length: 5000 }, (_, i) => `p${i}=1`).join('&'), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }) },
    { caso: 'multipart di 2 MB a un JSON', metodo: 'POST', percorso: '/users', corpo: async () => multipart(Buffer.alloc(2 * MiB, 0x41), 'a.jar') },
  ];
}

/** The received supplier invoices' import: every file refused answers 422 with the reasons. */
function fattureRicevute(spia: string): CasoIngresso[] {
  const fattura = (caso: string, nomeFile: string, contenuto: () => Promise<Buffer> | Buffer): CasoIngresso => ({
    caso: `fattura ricevuta: ${caso}`,
    metodo: 'POST',
    percorso: '/fatturericevute/importa',
    corpo: async () => multipart(await contenuto(), nomeFile),
  });
  return [
    fattura('entità esterna file:///etc/passwd', 'xxe.xml', () => Buffer.from(externalEntity('p:FatturaElettronica', 'file:///etc/passwd'))),
    fattura('entità esterna http', 'xxe.xml', () => Buffer.from(externalEntity('p:FatturaElettronica', `${spia}/fattura`))),
    fattura('entità parametro http', 'xxe.xml', () => Buffer.from(parameterEntity('p:FatturaElettronica', `${spia}/fattura.dtd`))),
    fattura('billion laughs', 'lol.xml', () => Buffer.from(billionLaughs('p:FatturaElettronica'))),
    fattura('.p7m che firma un XML con entità esterna', 'IT01234567890_XXE.xml.p7m', () => firmaP7m(externalEntity('p:FatturaElettronica', `${spia}/p7m`))),
    fattura('.p7m che non è una busta CMS', 'IT01234567890_00001.xml.p7m', () => Buffer.from('%PDF-1.4 non è una busta firmata')),
    fattura('zip con una voce di 64 MB di zeri', 'ricevute.zip', () => testZip({ 'zeri.xml': Buffer.alloc(64 * MiB) })),
    fattura('zip con la voce ../../evil.xml', 'ricevute.zip', () => zipWithEntryName('../../evil.xml')),
    fattura('zip dentro uno zip', 'ricevute.zip', async () => testZip({ 'dentro.zip': await testZip({ 'a.xml': '<a/>' }) })),
    fattura('XML che non è una FatturaPA', 'ordine.xml', () => Buffer.from('<?xml version="1.0"?><Ordine/>')),
    fattura('11 MB (oltre i 10 MB)', 'grande.xml', () => Buffer.alloc(11 * MiB, 0x20)),
  ];
}

/** A local http server that only counts the requests: an external entity the api follows shows up here. */
async function spia(): Promise<{ url: string; richieste: string[]; chiudi(): Promise<void> }> {
  const richieste: string[] = [];
  const server = createServer((req, res) => {
    richieste.push(req.url ?? '');
    res.end('<!ENTITY x "spia">');
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    richieste,
    chiudi: () => new Promise((ok) => server.close(() => ok())),
  };
}

/**
 * Sends every case as admin, one at a time (the bombs are measured one by one). `cartellaConfig`
 * is the api's CONFIG_DIR: a throwaway signing certificate goes there, so that the signature
 * stroke is really drawn.
 */
export async function ingressiOstili(base: string, token: string, cartellaConfig: string | undefined): Promise<{ caso: string; status: number; problema?: string }[]> {
  const auth = { Authorization: `Bearer ${token}` };
  const certificato = testCertificate();
  if (cartellaConfig) {
    mkdirSync(join(cartellaConfig, 'firma'), { recursive: true });
    copyFileSync(certificato.p12, join(cartellaConfig, 'firma', 'struttura.p12'));
  }
  const elenco = (await chiama(`${base}/printreporttipi?page=0&forPage=1`, { headers: auth })).body?.data as { list?: { id: number }[] } | undefined;
  const esca = await spia();
  const esiti: { caso: string; status: number; problema?: string }[] = [];
  try {
    for (const c of casi(esca.url, elenco?.list?.[0]?.id ?? 1, certificato.password)) {
      const corpo = await c.corpo?.();
      const r = await chiama(`${base}${c.percorso}`, { method: c.metodo, headers: { ...auth, ...corpo?.headers }, body: corpo?.body });
      const problema = problemaDi(`/api${c.percorso}`, r) ?? (r.status < 400 ? `accettato (${r.status}): ${r.testo.slice(0, 200)}` : undefined);
      esiti.push({ caso: c.caso, status: r.status, ...(problema ? { problema } : {}) });
    }
  } finally {
    await esca.chiudi();
    certificato.remove();
  }
  if (esca.richieste.length) esiti.push({ caso: 'entità esterne', status: 0, problema: `l'api ha letto ${esca.richieste.join(', ')} dal server spia` });
  return esiti;
}
