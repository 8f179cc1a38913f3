import { createPublicKey } from 'node:crypto';
import { certificatePem } from '../lib/config/openssl-keys';
import {
  createSpidTestApp,
  ENTITY_ID,
  ACS,
  type SpidTestApp,
} from './spid-test-app';
import {
  parseXml,
  elementAt,
  elementsAt,
  verifyRootSignature,
} from './test-xml';

describe('GET /api/spid/metadata (metadata del service provider)', () => {
  let t: SpidTestApp;
  let xml: string;
  let doc: Document;

  beforeAll(async () => {
    t = await createSpidTestApp();
    const res = await t.http.get('/api/spid/metadata').expect(200);
    expect(res.headers['content-type']).toContain(
      'application/samlmetadata+xml',
    );
    xml = res.text;
    doc = parseXml(xml);
  });

  afterAll(() => t.close());

  it('metadata firmati (enveloped, rsa-sha256, exc-c14n) con la chiave del service provider', () => {
    const firma = verifyRootSignature(xml, t.config.certPem);
    expect(firma.valida).toBe(true);
    expect(firma.riferimentoAllaRadice).toBe(true);
    expect(firma.algoritmo).toBe(
      'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    );
    expect(firma.canonicalizzazione).toBe(
      'http://www.w3.org/2001/10/xml-exc-c14n#',
    );
    expect(
      elementAt('/md:EntityDescriptor', doc).getAttribute('entityID'),
    ).toBe(ENTITY_ID);
  });

  it('SPSSODescriptor con AuthnRequestsSigned e WantAssertionsSigned true', () => {
    const sp = elementAt('/md:EntityDescriptor/md:SPSSODescriptor', doc);
    expect(sp.getAttribute('protocolSupportEnumeration')).toBe(
      'urn:oasis:names:tc:SAML:2.0:protocol',
    );
    expect(sp.getAttribute('AuthnRequestsSigned')).toBe('true');
    expect(sp.getAttribute('WantAssertionsSigned')).toBe('true');
  });

  it('KeyDescriptor use="signing" con il certificato del service provider (RSA >= 2048)', () => {
    const cert =
      elementAt(
        '//md:SPSSODescriptor/md:KeyDescriptor[@use="signing"]//ds:X509Certificate',
        doc,
      ).textContent ?? '';
    const pem = certificatePem(cert);
    expect(
      createPublicKey(pem).asymmetricKeyDetails?.modulusLength,
    ).toBeGreaterThanOrEqual(2048);
    expect(pem.replace(/\s/g, '')).toBe(t.config.certPem.replace(/\s/g, ''));
  });

  it('SingleLogoutService e NameIDFormat transient', () => {
    const slo = elementAt('//md:SPSSODescriptor/md:SingleLogoutService', doc);
    expect(slo.getAttribute('Location')).toBe(
      'http://localhost:3000/api/spid/logout',
    );
    expect(slo.getAttribute('Binding')).toBe(
      'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST',
    );
    expect(
      elementAt('//md:SPSSODescriptor/md:NameIDFormat', doc).textContent,
    ).toBe('urn:oasis:names:tc:SAML:2.0:nameid-format:transient');
  });

  it('AssertionConsumerService index 0 isDefault, binding POST, verso /api/spid/acs', () => {
    const acs = elementAt(
      '//md:SPSSODescriptor/md:AssertionConsumerService',
      doc,
    );
    expect(acs.getAttribute('index')).toBe('0');
    expect(acs.getAttribute('isDefault')).toBe('true');
    expect(acs.getAttribute('Binding')).toBe(
      'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST',
    );
    expect(acs.getAttribute('Location')).toBe(ACS);
  });

  it('AttributeConsumingService index 0 con ServiceName e gli attributi richiesti', () => {
    const servizio = elementAt(
      '//md:SPSSODescriptor/md:AttributeConsumingService[@index="0"]',
      doc,
    );
    expect(elementAt('md:ServiceName', servizio).textContent).toBe('Registro');
    expect(
      elementsAt('md:RequestedAttribute', servizio).map((a) =>
        a.getAttribute('Name'),
      ),
    ).toEqual(['fiscalNumber', 'name', 'familyName', 'email']);
  });

  it('Organization in italiano (xml:lang="it")', () => {
    for (const nome of [
      'OrganizationName',
      'OrganizationDisplayName',
      'OrganizationURL',
    ]) {
      const el = elementAt(
        `/md:EntityDescriptor/md:Organization/md:${nome}`,
        doc,
      );
      expect(
        el.getAttributeNS('http://www.w3.org/XML/1998/namespace', 'lang'),
      ).toBe('it');
      expect(el.textContent).not.toBe('');
    }
  });

  it('ContactPerson contactType="other" con le estensioni SPID (VATNumber, Private)', () => {
    const contatto = elementAt(
      '/md:EntityDescriptor/md:ContactPerson[@contactType="other"]',
      doc,
    );
    expect(
      elementAt('md:Extensions/spid:VATNumber', contatto).textContent,
    ).toBe('IT12345678901');
    expect(elementsAt('md:Extensions/spid:Private', contatto)).toHaveLength(1);
    expect(elementAt('md:EmailAddress', contatto).textContent).toContain('@');
  });
});

describe('metadata di una pubblica amministrazione', () => {
  it('ContactPerson con spid:IPACode e spid:Public', async () => {
    const t = await createSpidTestApp({ SPID_IPA_CODE: 'c_h501' });
    try {
      const doc = parseXml(
        (await t.http.get('/api/spid/metadata').expect(200)).text,
      );
      const contatto = elementAt(
        '/md:EntityDescriptor/md:ContactPerson[@contactType="other"]',
        doc,
      );
      expect(
        elementAt('md:Extensions/spid:IPACode', contatto).textContent,
      ).toBe('c_h501');
      expect(elementsAt('md:Extensions/spid:Public', contatto)).toHaveLength(1);
      expect(elementsAt('md:Extensions/spid:Private', contatto)).toHaveLength(
        0,
      );
    } finally {
      await t.close();
    }
  });
});
