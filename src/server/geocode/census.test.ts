import { describe, expect, it } from 'vitest';
import { CENSUS_BASE_URL, censusUrl, parseCensusResponse } from './census';

/** An answer of the real service (GET .../onelineaddress?address=600 E 4th St, Charlotte, NC 28202&benchmark=Public_AR_Current&format=json), trimmed of nothing. */
const REAL_SHAPE = {
  result: {
    input: {
      address: { address: '600 E 4th St, Charlotte, NC 28202' },
      benchmark: { isDefault: true, benchmarkDescription: 'Public Address Ranges - Current Benchmark', id: '4', benchmarkName: 'Public_AR_Current' },
    },
    addressMatches: [
      {
        tigerLine: { side: 'R', tigerLineId: '88400489' },
        coordinates: { x: -80.83777, y: 35.21955 },
        addressComponents: {
          zip: '28202',
          streetName: '4TH',
          preType: '',
          city: 'CHARLOTTE',
          preDirection: 'E',
          suffixDirection: '',
          fromAddress: '600',
          state: 'NC',
          suffixType: 'ST',
          toAddress: '698',
          suffixQualifier: '',
          preQualifier: '',
        },
        matchedAddress: '600 E 4TH ST, CHARLOTTE, NC, 28202',
      },
    ],
  },
};

describe('the Census geocoder wire format', () => {
  it('asks the onelineaddress call of the locations service for JSON on the current benchmark', () => {
    const url = censusUrl(CENSUS_BASE_URL, '600 E 4th St, Charlotte, NC 28202');
    expect(url.origin + url.pathname).toBe('https://geocoding.geo.census.gov/geocoder/locations/onelineaddress');
    expect(Object.fromEntries(url.searchParams)).toEqual({ address: '600 E 4th St, Charlotte, NC 28202', benchmark: 'Public_AR_Current', format: 'json' });
    expect(censusUrl('http://127.0.0.1:9999', 'x').href).toMatch(/^http:\/\/127\.0\.0\.1:9999\/geocoder\/locations\/onelineaddress\?/);
  });

  it('reads x as longitude and y as latitude, with the matched address', () => {
    expect(parseCensusResponse(REAL_SHAPE)).toEqual({ lat: 35.21955, lng: -80.83777, matchedAddress: '600 E 4TH ST, CHARLOTTE, NC, 28202' });
  });

  it('is null for no match, the error envelope and bodies of another shape', () => {
    expect(parseCensusResponse({ result: { ...REAL_SHAPE.result, addressMatches: [] } })).toBeNull();
    expect(parseCensusResponse({ errors: ['Specify Benchmark or vintage'], status: '400' })).toBeNull();
    for (const body of [null, undefined, 'text', 42, [], { result: null }, { result: { addressMatches: 'x' } }, { result: { addressMatches: [null, {}] } }]) {
      expect(parseCensusResponse(body)).toBeNull();
    }
    expect(parseCensusResponse({ result: { addressMatches: [{ coordinates: { x: '-80.8', y: '35.2' } }] } })).toBeNull();
    expect(parseCensusResponse({ result: { addressMatches: [{ coordinates: { x: Number.NaN, y: 35.2 } }] } })).toBeNull();
  });

  it('skips matches outside the Charlotte area (a street of the same name elsewhere) and takes the first inside', () => {
    const elsewhere = { coordinates: { x: -77.03, y: 38.89 }, matchedAddress: '600 E 4TH ST, WASHINGTON, DC, 20001' };
    expect(parseCensusResponse({ result: { addressMatches: [elsewhere] } })).toBeNull();
    const both = { result: { addressMatches: [elsewhere, REAL_SHAPE.result.addressMatches[0]] } };
    expect(parseCensusResponse(both)).toMatchObject({ lat: 35.21955, lng: -80.83777 });
  });

  it('keeps a match without a matched address (empty text)', () => {
    expect(parseCensusResponse({ result: { addressMatches: [{ coordinates: { x: -80.84, y: 35.22 } }] } })).toEqual({
      lat: 35.22,
      lng: -80.84,
      matchedAddress: '',
    });
  });
});
