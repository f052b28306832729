import { describe, expect, it } from 'vitest';
import { MAP } from './catalog';
import { AREA } from './geo';
import { fallbackLocation, oneLineAddress, roundCoordinate, zipInAddress } from './location';
import { LocationListQuerySchema, LocationUpdateSchema } from './location-edit';
import { ZIP_CENTRES } from './zip-centres';

const centres = { noda: { lat: 35.2466, lng: -80.8067 }, uptown: { lat: 35.2271, lng: -80.8431 } };

describe('fallbackLocation', () => {
  it("is the neighborhood's centre when it has a profile", () => {
    expect(fallbackLocation({ neighborhood: 'noda', zipCode: '28202' }, centres)).toEqual({ lat: 35.2466, lng: -80.8067, source: 'neighborhood' });
  });

  it("is the ZIP code's centre for a neighborhood without a profile or none at all", () => {
    const zip = ZIP_CENTRES['28212']!;
    expect(fallbackLocation({ neighborhood: 'charlotte-metro', zipCode: '28212' }, centres)).toEqual({ lat: zip[0], lng: zip[1], source: 'zip' });
    expect(fallbackLocation({ neighborhood: null, zipCode: '28212' }, centres)).toMatchObject({ source: 'zip' });
  });

  it('is central Charlotte when neither is known, whatever the keys (no prototype members)', () => {
    for (const business of [{}, { neighborhood: '__proto__', zipCode: 'constructor' }, { neighborhood: 'toString', zipCode: '99999' }]) {
      expect(fallbackLocation(business, centres)).toEqual({ lat: MAP.center.lat, lng: MAP.center.lng, source: 'city' });
    }
  });
});

describe('zipInAddress', () => {
  it('reads the ZIP code an address ends with, ZIP+4 included; none is null', () => {
    expect(zipInAddress('1200 Central Ave, Charlotte, NC 28205')).toBe('28205');
    expect(zipInAddress('600 E 4TH ST, CHARLOTTE, NC, 28202-1234 ')).toBe('28202');
    expect(zipInAddress('100 N Tryon St, Charlotte, NC')).toBeNull();
    expect(zipInAddress('12345 Main St')).toBeNull();
  });
});

describe('oneLineAddress', () => {
  it('sends a full address as it is and completes a street with its ZIP code', () => {
    expect(oneLineAddress('1500 South Blvd, Charlotte, NC 28203', '28203')).toBe('1500 South Blvd, Charlotte, NC 28203');
    expect(oneLineAddress('  1500  South Blvd ', '28203')).toBe('1500 South Blvd, NC 28203');
    expect(oneLineAddress('285 N Trade St, Matthews, NC', '28105')).toBe('285 N Trade St, Matthews, NC 28105');
    expect(oneLineAddress('1500 South Blvd', null)).toBe('1500 South Blvd');
  });
});

describe('LocationUpdateSchema', () => {
  it('takes a point in the Charlotte area, rounded to 6 decimals', () => {
    expect(LocationUpdateSchema.parse({ latitude: 35.22712345678, longitude: -80.84312345678 })).toEqual({ latitude: 35.227123, longitude: -80.843123 });
    expect(roundCoordinate(35.1234565)).toBeCloseTo(35.123457, 6);
  });

  it('refuses points outside the area, non-numbers and missing fields, naming the field', () => {
    const bad: Array<[unknown, string]> = [
      [{ latitude: AREA.north + 0.01, longitude: -80.8 }, 'latitude'],
      [{ latitude: 35.2, longitude: AREA.east + 0.01 }, 'longitude'],
      [{ latitude: '35.2', longitude: -80.8 }, 'latitude'],
      [{ latitude: 35.2, longitude: Number.NaN }, 'longitude'],
      [{ latitude: 35.2 }, 'longitude'],
      [{ latitude: 1e308, longitude: -80.8 }, 'latitude'],
    ];
    for (const [body, field] of bad) {
      const result = LocationUpdateSchema.safeParse(body);
      expect(result.success, JSON.stringify(body)).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual([field]);
      expect(result.error?.issues[0]?.message).toMatch(new RegExp(`^${field} must be a number between`));
    }
  });
});

describe('LocationListQuerySchema', () => {
  it('lists approximate locations by default and refuses odd values', () => {
    expect(LocationListQuerySchema.parse({})).toMatchObject({ approximate: 'true', q: '' });
    expect(LocationListQuerySchema.safeParse({ approximate: 'yes' }).success).toBe(false);
    expect(LocationListQuerySchema.safeParse({ q: 'a\u0000b' }).success).toBe(false);
  });
});
