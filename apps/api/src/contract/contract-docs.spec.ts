import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createTestApp, type TestApp } from '@registro/server-testing';
import { renderContractDocs } from './contract-docs';
import { allSpecCalls } from './spec-calls';

jest.setTimeout(300_000);

const DOCS = resolve(__dirname, '../../../../docs/contract.md');

/**
 * docs/contract.md is generated from the contract list and the OpenAPI document the app builds:
 * `npm run docs:contract` writes it (CONTRACT_DOCS=write); otherwise this test fails when the
 * committed file is stale (a call renamed, a handler moved, an entry added).
 */
describe('docs/contract.md', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('is the table the contract list and the OpenAPI document give (npm run docs:contract)', async () => {
    const res = await t.http.get('/api/docs-json');
    expect(res.status).toBe(200);
    const rendered = renderContractDocs(allSpecCalls(), res.body);
    if (process.env['CONTRACT_DOCS'] === 'write') writeFileSync(DOCS, rendered);
    expect(readFileSync(DOCS, 'utf8')).toBe(rendered);
  });
});
