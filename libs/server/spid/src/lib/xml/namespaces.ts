export const NS = {
  samlp: 'urn:oasis:names:tc:SAML:2.0:protocol',
  saml: 'urn:oasis:names:tc:SAML:2.0:assertion',
  md: 'urn:oasis:names:tc:SAML:2.0:metadata',
  ds: 'http://www.w3.org/2000/09/xmldsig#',
  spid: 'https://spid.gov.it/saml-extensions',
  xml: 'http://www.w3.org/XML/1998/namespace',
} as const;

export const SAML = {
  bindingPost: 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST',
  bindingRedirect: 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect',
  formatoEntity: 'urn:oasis:names:tc:SAML:2.0:nameid-format:entity',
  formatoTransient: 'urn:oasis:names:tc:SAML:2.0:nameid-format:transient',
  statoSuccesso: 'urn:oasis:names:tc:SAML:2.0:status:Success',
  statoRequester: 'urn:oasis:names:tc:SAML:2.0:status:Requester',
  statoResponder: 'urn:oasis:names:tc:SAML:2.0:status:Responder',
  bearer: 'urn:oasis:names:tc:SAML:2.0:cm:bearer',
  formatoAttributoBasic: 'urn:oasis:names:tc:SAML:2.0:attrname-format:basic',
} as const;

export const ALGORITHMS = {
  rsaSha256: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
  rsaSha384: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha384',
  rsaSha512: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha512',
  sha256: 'http://www.w3.org/2001/04/xmlenc#sha256',
  sha384: 'http://www.w3.org/2001/04/xmldsig-more#sha384',
  sha512: 'http://www.w3.org/2001/04/xmlenc#sha512',
  excC14n: 'http://www.w3.org/2001/10/xml-exc-c14n#',
  enveloped: 'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
} as const;
