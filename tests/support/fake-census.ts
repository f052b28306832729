/**
 * A local HTTP server that speaks the US Census Bureau geocoder's wire format for the call
 * src/server/geocode makes: GET /geocoder/locations/onelineaddress?address&benchmark&format=json.
 * Answers like the real service: `{"result": {"input": {"address": {"address": ...},
 * "benchmark": {...}}, "addressMatches": [{"tigerLine": {...}, "coordinates": {"x": lng,
 * "y": lat}, "addressComponents": {...}, "matchedAddress": "..."}]}}`; an address it does
 * not know gets an empty `addressMatches`; a missing benchmark or address gets the
 * service's 400 `{"errors": [...], "status": "400"}`. Tests register addresses, and can make
 * it fail (500 with an HTML page, as the real front end does) or stall past the client's
 * timeout. Point the server at it with GEOCODER=census and GEOCODER_URL.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The one street address the e2e server's geocoder (this double) knows: "my place" tests type it. */
export const E2E_KNOWN_ADDRESS = {
  address: '600 E 4th St, Charlotte, NC',
  point: { lat: 35.219641, lng: -80.838316 },
  matchedAddress: '600 E 4TH ST, CHARLOTTE, NC, 28202',
};

export interface FakeCensus {
  url: string;
  /** Every request's one-line address, in order. */
  readonly requests: string[];
  /** Makes `address` (compared case- and space-insensitively) match at this point. */
  add(address: string, point: { lat: number; lng: number }, matchedAddress?: string): void;
  /** 'ok' (default), 'down' (500 HTML page) or 'stall' (never answers until stopped). */
  mode: 'ok' | 'down' | 'stall';
  env(overrides?: Record<string, string>): Record<string, string>;
  stop(): Promise<void>;
}

const key = (address: string) => address.trim().replace(/\s+/g, ' ').toUpperCase();

const BENCHMARK = { isDefault: true, benchmarkDescription: 'Public Address Ranges - Current Benchmark', id: '4', benchmarkName: 'Public_AR_Current' };

export async function startFakeCensus(): Promise<FakeCensus> {
  const known = new Map<string, { lat: number; lng: number; matchedAddress: string }>();
  const stalled = new Set<ServerResponse>();
  const requests: string[] = [];
  const fake = { mode: 'ok' } as FakeCensus;

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json;charset=UTF-8' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname !== '/geocoder/locations/onelineaddress') {
      response.writeHead(404, { 'content-type': 'text/html' });
      response.end('<html><body>Not Found</body></html>');
      return;
    }
    const address = url.searchParams.get('address') ?? '';
    requests.push(address);
    if (fake.mode === 'stall') {
      stalled.add(response);
      return;
    }
    if (fake.mode === 'down') {
      response.writeHead(500, { 'content-type': 'text/html' });
      response.end('<html><head><title>Error</title></head><body>Internal Server Error</body></html>');
      return;
    }
    if (!url.searchParams.get('benchmark')) return send(400, { errors: ['Specify Benchmark or vintage'], status: '400' });
    if (!address) return send(400, { errors: ['Address cannot be empty'], status: '400' });
    if (url.searchParams.get('format') !== 'json') {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html><body>Results</body></html>');
      return;
    }
    const match = known.get(key(address));
    send(200, {
      result: {
        input: { address: { address }, benchmark: BENCHMARK },
        addressMatches: match
          ? [
              {
                tigerLine: { side: 'L', tigerLineId: '100000000' },
                coordinates: { x: match.lng, y: match.lat },
                addressComponents: {
                  zip: '',
                  streetName: '',
                  preType: '',
                  city: 'CHARLOTTE',
                  preDirection: '',
                  suffixDirection: '',
                  fromAddress: '',
                  state: 'NC',
                  suffixType: '',
                  toAddress: '',
                  suffixQualifier: '',
                  preQualifier: '',
                },
                matchedAddress: match.matchedAddress,
              },
            ]
          : [],
      },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return Object.assign(fake, {
    url,
    requests,
    add(address: string, point: { lat: number; lng: number }, matchedAddress?: string) {
      known.set(key(address), { ...point, matchedAddress: matchedAddress ?? key(address) });
    },
    /** The server's geocoder settings for this fake; a patient timeout (a busy machine answers slowly), shorter where a test needs a stall to end. */
    env(overrides: Record<string, string> = {}) {
      return { GEOCODER: 'census', GEOCODER_URL: url, GEOCODER_TIMEOUT_MS: '10000', ...overrides };
    },
    async stop() {
      for (const response of stalled) response.destroy();
      stalled.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}
