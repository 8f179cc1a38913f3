/**
 * The `messaggio` an api error (BadRequestError and the like) carries, from a call expected to
 * refuse: a promise, or a function that throws. Fails the test when the call is accepted.
 */
export async function refusalMessage(call: Promise<unknown> | (() => unknown)): Promise<string> {
  try {
    await (typeof call === 'function' ? call() : call);
  } catch (e) {
    return (e as { getResponse(): { messaggio: string } }).getResponse().messaggio;
  }
  throw new Error('accepted');
}
