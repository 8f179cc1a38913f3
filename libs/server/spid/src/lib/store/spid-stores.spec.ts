import Redis from 'ioredis';
import {
  RedisSpidRequestStore,
  RedisSpidSessionStore,
} from './redis-spid-stores';
import {
  InMemorySpidRequestStore,
  type SpidRequest,
  type SpidRequestStore,
} from './spid-request-store';
import {
  InMemorySpidSessionStore,
  type SpidSessionStore,
} from './spid-session-store';

const request = (id: string): SpidRequest => ({
  id,
  tipo: 'authn',
  idp: 'https://idp.invalid',
  livello: 'SpidL2',
  emessaIl: Date.now(),
  relayState: 'rs',
});

const redis = new Redis('redis://127.0.0.1:6379', { maxRetriesPerRequest: 3 });
const prefix = `registro-test-spid-store-${process.pid}:`;

afterAll(async () => {
  const chiavi = await redis.keys(`${prefix}*`);
  if (chiavi.length) await redis.del(...chiavi);
  await redis.quit();
});

describe.each<[string, () => SpidRequestStore]>([
  ['Redis', () => new RedisSpidRequestStore(redis, prefix)],
  ['in memoria', () => new InMemorySpidRequestStore()],
])('SpidRequestStore (%s)', (_nome, crea) => {
  it('restituisce una richiesta una sola volta', async () => {
    const store = crea();
    await store.save(request('_a'), 60);
    expect(await store.consume('_a')).toMatchObject({
      id: '_a',
      relayState: 'rs',
      livello: 'SpidL2',
    });
    expect(await store.consume('_a')).toBeUndefined();
    expect(await store.consume('_sconosciuta')).toBeUndefined();
  });

  it('dimentica una richiesta scaduta', async () => {
    const store = crea();
    await store.save(request('_b'), 1);
    await new Promise((r) => setTimeout(r, 1100));
    expect(await store.consume('_b')).toBeUndefined();
  });
});

it('RedisSpidRequestStore: chiave con prefisso e scadenza', async () => {
  await new RedisSpidRequestStore(redis, prefix).save(request('_c'), 900);
  const ttl = await redis.ttl(`${prefix}spid:richiesta:_c`);
  expect(ttl).toBeGreaterThan(890);
});

describe.each<[string, () => SpidSessionStore]>([
  ['Redis', () => new RedisSpidSessionStore(redis, prefix)],
  ['in memoria', () => new InMemorySpidSessionStore()],
])('SpidSessionStore (%s)', (_nome, crea) => {
  it('trova la sessione per id e per IdP + NameID, e la dimentica dopo il logout', async () => {
    const store = crea();
    const sessione = {
      id: 's1',
      idp: 'https://idp.invalid',
      nameId: '_n1',
      nameQualifier: 'https://idp.invalid',
      sessionIndex: '_i1',
    };
    await store.save(sessione, 60);
    expect(await store.get('s1')).toEqual(sessione);
    expect(await store.findByNameId('https://idp.invalid', '_n1')).toEqual(
      sessione,
    );
    expect(
      await store.findByNameId('https://altro.invalid', '_n1'),
    ).toBeUndefined();
    await store.delete('s1');
    expect(await store.get('s1')).toBeUndefined();
    expect(
      await store.findByNameId('https://idp.invalid', '_n1'),
    ).toBeUndefined();
  });
});
