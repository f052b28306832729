import { describe, expect, it } from 'vitest';
import { GEO_LONGITUDE_SCALE, GEO_REFERENCE_LATITUDE } from './geo';
import { bboxText, parseBbox } from './bbox';
import {
  MAP_CLUSTERS,
  cellsTouched,
  clusterCellSize,
  clusterCountText,
  gridCellSize,
  markerCount,
  parseZoom,
  planeBox,
  planeUnitsPerPixel,
  type MapMarker,
} from './map-area';

describe('parseBbox', () => {
  it('reads south,west,north,east and rounds to five decimals', () => {
    expect(parseBbox('35.19,-80.88,35.25,-80.8')).toEqual({ south: 35.19, west: -80.88, north: 35.25, east: -80.8 });
    expect(parseBbox(' 35.123456789 , -80.987654321,35.2,-80.5 ')).toEqual({ south: 35.12346, west: -80.98765, north: 35.2, east: -80.5 });
    expect(parseBbox('-90,-180,90,180')).toEqual({ south: -90, west: -180, north: 90, east: 180 });
    // A point is a box too (edges included).
    expect(parseBbox('35.2,-80.8,35.2,-80.8')).toEqual({ south: 35.2, west: -80.8, north: 35.2, east: -80.8 });
  });

  it.each([
    ['south above north', '35.3,-80.9,35.2,-80.8'],
    ['west east of east', '35.2,-80.7,35.3,-80.8'],
    ['latitude out of range', '-91,-80.9,35.2,-80.8'],
    ['longitude out of range', '35.2,-181,35.3,-80.8'],
    ['NaN', 'NaN,-80.9,35.3,-80.8'],
    ['Infinity', '35.2,-Infinity,35.3,-80.8'],
    ['huge number', '99999999999999999999,-80.9,35.3,-80.8'],
    ['exponent', '3.5e1,-80.9,35.3,-80.8'],
    ['three numbers', '35.2,-80.9,35.3'],
    ['five numbers', '35.2,-80.9,35.3,-80.8,1'],
    ['empty part', '35.2,,35.3,-80.8'],
    ['hex', '0x10,-80.9,35.3,-80.8'],
    ['NUL', '35.2\u0000,-80.9,35.3,-80.8'],
    ['empty', ''],
    ['nothing', undefined],
  ])('refuses %s', (_, raw) => {
    expect(parseBbox(raw)).toBeUndefined();
  });

  it('round-trips through bboxText with five decimals', () => {
    const text = bboxText({ south: 35.190001, west: -80.88, north: 35.25, east: -80.8 });
    expect(text).toBe('35.19000,-80.88000,35.25000,-80.80000');
    expect(bboxText(parseBbox(text)!)).toBe(text);
  });
});

describe('parseZoom', () => {
  it('takes whole numbers in the range only', () => {
    expect(parseZoom('11')).toBe(11);
    expect(parseZoom(String(MAP_CLUSTERS.maxZoom))).toBe(MAP_CLUSTERS.maxZoom);
    for (const bad of ['0', '21', '-1', '11.5', 'NaN', '1e1', '', ' ', '2147483648', 'x']) expect(parseZoom(bad), bad).toBeUndefined();
  });
});

describe('grid cells', () => {
  it('work in the plane of businesses.geo, whose longitude factor is cos 35.2271° to 7 decimals', () => {
    expect(GEO_LONGITUDE_SCALE).toBeCloseTo(Math.cos((GEO_REFERENCE_LATITUDE * Math.PI) / 180), 7);
    expect(planeBox({ south: 35, west: -80, north: 36, east: -79 })).toEqual({ minX: -80 * 0.8168722, minY: 35, maxX: -79 * 0.8168722, maxY: 36 });
  });

  it('are cellPx screen pixels wide, halving with every zoom level', () => {
    // Web Mercator at zoom 0: 256 px for 360 degrees of longitude.
    expect(planeUnitsPerPixel(0)).toBeCloseTo((360 / 256) * GEO_LONGITUDE_SCALE, 10);
    expect(clusterCellSize(12)).toBeCloseTo(clusterCellSize(11) / 2, 12);
    expect(clusterCellSize(11)).toBeCloseTo(MAP_CLUSTERS.cellPx * planeUnitsPerPixel(11), 12);
    // About 2.5 miles at the city-wide zoom 11 (69 miles per degree of latitude).
    expect(clusterCellSize(11) * 69).toBeGreaterThan(2);
    expect(clusterCellSize(11) * 69).toBeLessThan(3);
  });

  it('count the cells a box touches on the grid anchored at the origin', () => {
    expect(cellsTouched({ minX: 0, minY: 0, maxX: 0.99, maxY: 0.99 }, 1)).toBe(1);
    expect(cellsTouched({ minX: 0.5, minY: 0.5, maxX: 1.5, maxY: 1.5 }, 1)).toBe(4);
    expect(cellsTouched({ minX: -1.5, minY: 0, maxX: 1.5, maxY: 0 }, 1)).toBe(4);
  });

  it('keep a map-sized view at the zoom cell size', () => {
    // A 900 x 600 px view at zoom 14 around Uptown.
    const upp = planeUnitsPerPixel(14);
    const box = { minX: -80.84 * GEO_LONGITUDE_SCALE, minY: 35.22, maxX: -80.84 * GEO_LONGITUDE_SCALE + 900 * upp, maxY: 35.22 + 600 * upp };
    expect(gridCellSize(box, 14)).toBe(clusterCellSize(14));
    expect(cellsTouched(box, clusterCellSize(14))).toBeLessThanOrEqual(12 * 16);
  });

  it('grow until any box, at any zoom, touches at most maxItems cells', () => {
    const boxes = [
      planeBox({ south: -90, west: -180, north: 90, east: 180 }),
      planeBox({ south: 34.6, west: -81.6, north: 35.85, east: -80.1 }),
      planeBox({ south: 35.2, west: -80.9, north: 35.2, east: -80.9 }),
      planeBox({ south: 35, west: -81, north: 35.00001, east: -80 }),
    ];
    for (const box of boxes) {
      for (const zoom of [MAP_CLUSTERS.minZoom, 11, 14, MAP_CLUSTERS.maxZoom]) {
        const cell = gridCellSize(box, zoom);
        expect(cell).toBeGreaterThanOrEqual(clusterCellSize(zoom));
        expect(cellsTouched(box, cell), `${JSON.stringify(box)} at ${zoom}`).toBeLessThanOrEqual(MAP_CLUSTERS.maxItems);
      }
    }
    expect(cellsTouched(boxes[1]!, gridCellSize(boxes[1]!, 20, 10))).toBeLessThanOrEqual(10);
  });
});

describe('markers', () => {
  it('count the businesses they stand for', () => {
    const markers: MapMarker[] = [
      { type: 'cluster', count: 40, lat: 35, lng: -80, bounds: { south: 35, west: -80, north: 35, east: -80 } },
      { type: 'business', id: 1, slug: 'a', name: 'A', rating: 4, reviewCount: 2, premium: false, lat: 35, lng: -80, locationApproximate: false },
      { type: 'cluster', count: 2, lat: 35, lng: -80, bounds: { south: 35, west: -80, north: 35, east: -80 } },
    ];
    expect(markerCount(markers)).toBe(43);
    expect(markerCount([])).toBe(0);
  });

  it('draw big counts short', () => {
    expect(clusterCountText(7)).toBe('7');
    expect(clusterCountText(999)).toBe('999');
    expect(clusterCountText(1000)).toBe('1k');
    expect(clusterCountText(1250)).toBe('1.2k');
    expect(clusterCountText(15_400)).toBe('15k');
  });
});
