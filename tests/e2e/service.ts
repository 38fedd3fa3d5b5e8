import type { Emulator } from './fixtures';

/**
 * Waits until the emulator has had no call in flight for `quietMs`; false if it never does within
 * `limitMs`. What a page reads on its own when it opens (the options page's engines table, say)
 * may still be arriving on a loaded machine: a test that counts what a form sent waits for it first.
 */
export async function serviceQuiet(
  emulator: Pick<Emulator, 'url'>,
  quietMs: number,
  limitMs = 20_000,
): Promise<boolean> {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    const res = await fetch(`${emulator.url}/__emulator/in-flight`);
    const { inFlight, quietMs: quiet } = (await res.json()) as {
      inFlight: number;
      quietMs: number;
    };
    if (inFlight === 0 && quiet >= quietMs) return true;
    await new Promise((resolve) => setTimeout(resolve, inFlight ? 200 : quietMs - quiet));
  }
  return false;
}

/**
 * Call the emulator's service API directly, as another client of the same account would: to read
 * an entity back after the extension changed it, or to change it behind the extension's back.
 * Answers the envelope's `results` (throws on an error envelope, with its message). At the real
 * pace this client shares the account's one request a second with the extension, so it waits and
 * asks again when the service refuses it for asking too fast (a refusal before acting).
 */
export async function serviceCall<T = Record<string, unknown>>(
  emulator: Pick<Emulator, 'baseUrl'>,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  token = 'demo-token',
): Promise<T> {
  const url = new URL(path, emulator.baseUrl);
  url.searchParams.set('services_token', token);
  const send = async () => {
    const res = await fetch(url, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { res, json: (await res.json()) as { results?: T; error?: { message?: string } } };
  };
  let { res, json } = await send();
  for (let wait = 0; wait < 10 && tooFast(json.error?.message); wait++) {
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    ({ res, json } = await send());
  }
  if (!res.ok || json.error)
    throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json.results as T;
}

/** The service's rate-limit refusal: it did nothing, and the same call may go again in a second. */
function tooFast(message: string | undefined): boolean {
  return message?.includes('Requesting too fast') ?? false;
}
