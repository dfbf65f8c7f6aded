import { DEMO_PASSWORD } from '../../server/src/demo/factories';

const SHED_RETRIES = 5;

/**
 * `fetch` as a well-behaved client calls the API: a call the busy server shed (503 OVERLOADED,
 * answered before any route ran, so nothing was done) is sent again after the Retry-After it
 * asked for. A journey's setup then survives a machine loaded by other suites, as people's
 * browsers do (web/src/lib/query-client.ts).
 */
export async function apiFetch(url: string | URL, init?: RequestInit): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const response = await fetch(url, init);
    if (response.status !== 503 || attempt >= SHED_RETRIES) return response;
    const body = (await response
      .clone()
      .json()
      .catch(() => null)) as {
      error?: { code?: string };
    } | null;
    if (body?.error?.code !== 'OVERLOADED') return response;
    const seconds = Number(response.headers.get('retry-after') ?? '1');
    await new Promise((resolve) => setTimeout(resolve, Math.min(10, seconds) * 1000));
  }
}

/** The API as a script would call it: for setting a journey up, not for what it checks. */
export async function apiSignIn(baseUrl: string, email: string): Promise<string> {
  const response = await apiFetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

export async function apiGet<T>(baseUrl: string, token: string, path: string): Promise<T> {
  const response = await apiFetch(`${baseUrl}/api${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as T;
}

const KNOTS_PER_MPH = 1 / 1.150779;
const LON_PER_MILE = 1 / 53.8; // at about 38.9° N

/**
 * Drives a tracker through the gateway as the device would: idle, east at `mph` for `minutes`
 * (one fix a minute), stop, engine off. Returns where it stopped.
 */
export async function driveTracker(
  gatewayUrl: string,
  serial: string,
  from: { latitude: number; longitude: number },
  options: { startMs: number; minutes: number; mph: number },
): Promise<{ latitude: number; longitude: number }> {
  const send = async (minute: number, mph: number, ignition: boolean, longitude: number) => {
    const query = new URLSearchParams({
      id: serial,
      timestamp: String(Math.floor((options.startMs + minute * 60_000) / 1000)),
      lat: from.latitude.toFixed(6),
      lon: longitude.toFixed(6),
      speed: (mph * KNOTS_PER_MPH).toFixed(2),
      bearing: '90',
      ignition: String(ignition),
    });
    const response = await fetch(`${gatewayUrl}/?${query.toString()}`);
    if (!response.ok) throw new Error(`gateway refused: ${await response.text()}`);
  };
  await send(0, 0, true, from.longitude);
  let longitude = from.longitude;
  for (let minute = 1; minute <= options.minutes; minute += 1) {
    longitude = from.longitude + (options.mph / 60) * minute * LON_PER_MILE;
    await send(minute, options.mph, true, longitude);
  }
  await send(options.minutes + 1, 0, true, longitude);
  await send(options.minutes + 7, 0, false, longitude);
  return { latitude: from.latitude, longitude };
}

/** One report through the device gateway, now, as a phone running Traccar Client sends it. */
export async function reportPosition(gatewayUrl: string, serial: string): Promise<Response> {
  const query = new URLSearchParams({
    id: serial,
    lat: '38.951700',
    lon: '-92.334100',
    timestamp: String(Math.floor(Date.now() / 1000)),
  });
  return fetch(`${gatewayUrl}/?${query.toString()}`);
}
