import { describe, expect, it } from 'vitest';
import { MAP } from './catalog';
import { hash32, markerOffset, markerBounds, markerPosition, spreadMarkers, tileCspSource } from './map-markers';

describe('tileCspSource', () => {
  it('allows the tile server of the configured tile URL', () => {
    expect(tileCspSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org');
    expect(tileCspSource('https://{s}.tile.example.com/{z}/{x}/{y}.png')).toBe('https://*.tile.example.com');
    expect(tileCspSource('http://localhost:8080/tiles/{z}/{x}/{y}.png')).toBe('http://localhost:8080');
    expect(tileCspSource('https://tiles-{s}.example.com/{z}/{x}/{y}.png')).toBe('https:');
    expect(tileCspSource('/tiles/{z}/{x}/{y}.png')).toBeUndefined();
  });
});

describe('map markers', () => {
  it('hashes deterministically', () => {
    expect(hash32('abc')).toBe(hash32('abc'));
    expect(hash32('abc')).not.toBe(hash32('abd'));
  });

  it('offsets each coordinate by at most 0.005 degrees, the same every time', () => {
    const slugs = Array.from({ length: 500 }, (_, i) => `business-${i}`);
    for (const slug of slugs) {
      const offset = markerOffset(slug);
      expect(Math.abs(offset.lat)).toBeLessThanOrEqual(MAP.maxMarkerOffset);
      expect(Math.abs(offset.lng)).toBeLessThanOrEqual(MAP.maxMarkerOffset);
      expect(markerOffset(slug)).toEqual(offset);
    }
    const distinct = new Set(slugs.map((slug) => JSON.stringify(markerOffset(slug))));
    expect(distinct.size).toBe(slugs.length);
  });

  it('places a marker at its coordinates, else its neighborhood centre plus the offset', () => {
    const centres = { uptown: { lat: 35.227, lng: -80.843 } };
    const exact = markerPosition({ slug: 'a', latitude: 35.1, longitude: -80.9, neighborhood: 'uptown' }, centres);
    expect(exact).toEqual({ lat: 35.1, lng: -80.9, exact: true });
    const offset = markerOffset('b');
    expect(markerPosition({ slug: 'b', latitude: null, longitude: null, neighborhood: 'uptown' }, centres)).toEqual({
      lat: 35.227 + offset.lat,
      lng: -80.843 + offset.lng,
      exact: false,
    });
    expect(markerPosition({ slug: 'b', latitude: null, longitude: null, neighborhood: 'charlotte-metro' }, centres)).toEqual({
      lat: MAP.center.lat + offset.lat,
      lng: MAP.center.lng + offset.lng,
      exact: false,
    });
  });

  it('bounds every marker of the results (placed ones at their neighborhood), none for no results', () => {
    const centres = { uptown: { lat: 35.227, lng: -80.843 } };
    const offset = markerOffset('c');
    const bounds = markerBounds(
      [
        { slug: 'a', latitude: 35.05, longitude: -80.7, neighborhood: 'uptown' },
        { slug: 'b', latitude: 35.4, longitude: -80.95, neighborhood: 'uptown' },
        { slug: 'c', latitude: null, longitude: null, neighborhood: 'uptown' },
      ],
      centres,
    );
    expect(bounds).toEqual([
      [35.05, -80.95],
      [35.4, -80.7],
    ]);
    const single = markerBounds([{ slug: 'c', latitude: null, longitude: null, neighborhood: 'uptown' }], centres);
    expect(single).toEqual([
      [35.227 + offset.lat, -80.843 + offset.lng],
      [35.227 + offset.lat, -80.843 + offset.lng],
    ]);
    expect(markerBounds([], centres)).toBeNull();
  });
});

describe('spreadMarkers', () => {
  const apart = (a: { x: number; y: number }, b: { x: number; y: number }, sizeA: number, sizeB: number, gap: number) =>
    Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y)) >= (sizeA + sizeB) / 2 + gap - 1e-9;

  it('leaves markers that do not overlap where they are', () => {
    const markers = [
      { x: 0, y: 0, size: 24 },
      { x: 100, y: 0, size: 24 },
      { x: 0, y: 100, size: 36 },
    ];
    expect(spreadMarkers(markers)).toEqual(markers.map(({ x, y }) => ({ x, y })));
  });

  it('moves overlapping markers apart, deterministically, keeping the gap', () => {
    const markers = Array.from({ length: 20 }, (_, i) => ({ x: 500 + (i % 4) * 3, y: 300 + (i % 5) * 2, size: i % 6 === 0 ? 36 : 24 }));
    const spread = spreadMarkers(markers, 4);
    expect(spreadMarkers(markers, 4)).toEqual(spread);
    expect(spread[0]).toEqual({ x: 500, y: 300 });
    for (let i = 0; i < spread.length; i++) {
      for (let j = i + 1; j < spread.length; j++) {
        expect(apart(spread[i]!, spread[j]!, markers[i]!.size, markers[j]!.size, 4)).toBe(true);
      }
    }
    // Moved markers stay near their own spot.
    for (let i = 0; i < spread.length; i++) expect(Math.hypot(spread[i]!.x - markers[i]!.x, spread[i]!.y - markers[i]!.y)).toBeLessThan(200);
  });
});
