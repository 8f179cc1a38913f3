import { readFileSync } from 'node:fs';
import { testCertificate, testPdf, testSignatureStroke, type TestCertificate } from '@registro/server-testing';
import { contaImmagini, pdfsig } from '../test/poppler-tools';
import { openP12, PasswordFirmaErrata, type FirmaCredentials } from './firma-credentials';
import { signPdf } from './firma-pades';
import { pngDaDataUrl } from './graphic-firma';

jest.setTimeout(60_000);

/** PAdES signing checked by poppler's pdfsig (NSS), independently of our code. */
describe('signPdf', () => {
  let cert: TestCertificate;
  let credenziali: FirmaCredentials;

  beforeAll(() => {
    cert = testCertificate('Ambulatorio Prova Firma');
    credenziali = openP12(readFileSync(cert.p12), cert.password);
  });
  afterAll(() => cert?.remove());

  it('opens an OpenSSL 3 PKCS#12 with its password and refuses a wrong one', () => {
    expect(credenziali.certificato.subject.getField('CN').value).toBe('Ambulatorio Prova Firma');
    expect(credenziali.catena).toHaveLength(1);
    expect(() => openP12(readFileSync(cert.p12), 'sbagliata')).toThrow(PasswordFirmaErrata);
  });

  it('makes an ETSI.CAdES.detached signature covering the whole document in a field named as asked', async () => {
    const { pdf, fieldName } = await signPdf(await testPdf(), { credenziali, fieldName: 'FirmaMedico', firmatario: 'admin' });
    expect(fieldName).toBe('FirmaMedico');
    const report = pdfsig(pdf);
    expect(report).toContain('Signature Field Name: FirmaMedico');
    expect(report).toContain('Signer Certificate Common Name: Ambulatorio Prova Firma');
    expect(report).toContain('Signature Type: ETSI.CAdES.detached');
    expect(report).toContain('Signing Hash Algorithm: SHA-256');
    expect(report).toContain('Total document signed');
    expect(report).toContain('Signature Validation: Signature is Valid.');
  });

  it('draws the handwritten stroke before signing, and a second signer keeps the first signature valid', async () => {
    const tratto = pngDaDataUrl(testSignatureStroke());
    const uno = await signPdf(await testPdf(), { credenziali, fieldName: 'Firma', firmatario: 'admin', firmaGrafica: tratto });
    expect(contaImmagini(uno.pdf)).toBe(1);
    const due = await signPdf(uno.pdf, { credenziali, fieldName: 'Firma', firmatario: 'medico', firmaGrafica: tratto });
    expect(due.fieldName).toBe('Firma_2');
    expect(due.pdf.subarray(0, uno.pdf.length).equals(uno.pdf)).toBe(true); // incremental update
    expect(contaImmagini(due.pdf)).toBe(2);
    const report = pdfsig(due.pdf);
    expect(report.match(/Signature is Valid\./g)).toHaveLength(2);
    expect(report).toContain('Signature Field Name: Firma_2');
  });

  it('is reported invalid by pdfsig once a signed byte is changed', async () => {
    const { pdf } = await signPdf(await testPdf(), { credenziali, fieldName: 'Firma', firmatario: 'admin' });
    const manomesso = Buffer.from(pdf);
    const i = manomesso.indexOf('595 842');
    expect(i).toBeGreaterThan(0);
    manomesso.write('842 595', i, 'latin1'); // the page turned to landscape after signing
    const report = pdfsig(manomesso);
    expect(report).not.toContain('Signature is Valid.');
    expect(report).toMatch(/Signature Validation: (Digest Mismatch|Signature is Invalid)/);
  });
});
