import { describe, expect, it } from 'vitest';
import { neighborhoodAt, type NeighborhoodArea } from './business-area';
import { METRO_AREA } from './catalog';

/** A square NPA from (lng, lat) with side `size` degrees. */
const square = (id: string, lng: number, lat: number, size = 0.01) => ({
  id,
  polygon: [
    [
      [lng, lat],
      [lng + size, lat],
      [lng + size, lat + size],
      [lng, lat + size],
      [lng, lat],
    ],
  ],
});

const centerCity = square('476', -80.85, 35.22);
const southEnd = square('339', -80.86, 35.2);
const southEndWest = square('338', -80.87, 35.2);
const AREAS: NeighborhoodArea[] = [
  { slug: 'uptown', main: true, area: centerCity },
  { slug: 'fourth-ward', main: true, area: centerCity },
  { slug: 'south-end', main: true, area: southEnd },
  { slug: 'south-end', main: false, area: southEndWest },
  { slug: 'wesley-heights', main: false, area: southEndWest },
];

describe('neighborhoodAt', () => {
  it('lists a business in the neighborhood whose NPAs contain its point, main or not', () => {
    expect(neighborhoodAt({ lat: 35.205, lng: -80.855 }, AREAS)).toBe('south-end');
    expect(neighborhoodAt({ lat: 35.205, lng: -80.865 }, AREAS, 'uptown')).toBe('south-end');
  });

  it('lists a business outside every mapped NPA in Charlotte Metro', () => {
    expect(neighborhoodAt({ lat: 35.5, lng: -80.6 }, AREAS, 'south-end')).toBe(METRO_AREA);
    expect(neighborhoodAt({ lat: 35.205, lng: -80.855 }, [])).toBe(METRO_AREA);
  });

  it('keeps the current neighborhood where the NPA is shared and the business is still in it', () => {
    expect(neighborhoodAt({ lat: 35.225, lng: -80.845 }, AREAS, 'fourth-ward')).toBe('fourth-ward');
    expect(neighborhoodAt({ lat: 35.225, lng: -80.845 }, AREAS, 'uptown')).toBe('uptown');
  });

  it('prefers the neighborhood whose main NPA it is, then one of the filter, then the first by name, when it moves into a shared NPA', () => {
    expect(neighborhoodAt({ lat: 35.225, lng: -80.845 }, AREAS, 'noda')).toBe('uptown');
    expect(
      neighborhoodAt(
        { lat: 35.225, lng: -80.845 },
        AREAS.map((a) => (a.slug === 'uptown' ? { ...a, slug: 'first-ward' } : a)),
        null,
      ),
    ).toBe('first-ward');
    const shared = AREAS.filter((a) => a.area === southEndWest);
    expect(neighborhoodAt({ lat: 35.205, lng: -80.865 }, shared, 'noda')).toBe('south-end');
    expect(
      neighborhoodAt(
        { lat: 35.205, lng: -80.865 },
        shared.map((a) => ({ ...a, main: true })),
        null,
      ),
    ).toBe('south-end');
  });
});
