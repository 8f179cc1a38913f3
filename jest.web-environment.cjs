// Web projects' tests: jsdom without Node's fetch family. react-router's loaders build Request objects, and the
// api client's tests talk to a real local server, so lend them Node's own (and the matching
// AbortController, which Node's fetch and Request insist on).
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomConFetch extends TestEnvironment {
  constructor(...argomenti) {
    super(...argomenti);
    const { fetch, Request, Response, Headers, AbortController, AbortSignal, TextEncoder, TextDecoder, ReadableStream, structuredClone } = globalThis;
    Object.assign(this.global, { fetch, Request, Response, Headers, AbortController, AbortSignal, TextEncoder, TextDecoder, ReadableStream, structuredClone });
  }
}

module.exports = JsdomConFetch;
