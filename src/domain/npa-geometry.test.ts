import { describe, expect, it } from 'vitest';
import { assignNpas, centroid, distanceKm, outlineSvg, pointInArea, sharesBorder, sparkline, type Area } from './npa-geometry';

const square = (id: string, x: number, y: number): Area => ({
  id,
  polygon: [
    [
      [x, y],
      [x + 1, y],
      [x + 1, y + 1],
      [x, y + 1],
      [x, y],
    ],
  ],
});

describe('geometry', () => {
  it('finds points inside polygons, centroids and shared borders', () => {
    const a = square('a', 0, 0);
    expect(pointInArea([0.5, 0.5], a)).toBe(true);
    expect(pointInArea([1.5, 0.5], a)).toBe(false);
    expect(centroid(a)).toEqual([0.5, 0.5]);
    expect(sharesBorder(a, square('b', 1, 0))).toBe(true);
    expect(sharesBorder(a, square('c', 1, 1))).toBe(false); // one corner only
    expect(distanceKm([-80.8431, 35.2271], [-80.8573, 35.2118])).toBeCloseTo(2.12, 1);
  });
});

describe('the mapping rule', () => {
  it('takes the NPA containing the centre as main and adds bordering NPAs whose centroid is close', () => {
    const areas: Area[] = [
      {
        id: '1',
        polygon: [
          [
            [0, 0],
            [0.01, 0],
            [0.01, 0.01],
            [0, 0.01],
            [0, 0],
          ],
        ],
      },
      {
        id: '2',
        polygon: [
          [
            [0.01, 0],
            [0.02, 0],
            [0.02, 0.01],
            [0.01, 0.01],
            [0.01, 0],
          ],
        ],
      },
      {
        id: '3',
        polygon: [
          [
            [0.02, 0],
            [0.05, 0],
            [0.05, 0.01],
            [0.02, 0.01],
            [0.02, 0],
          ],
        ],
      },
    ];
    const result = assignNpas([0.005, 0.005], areas);
    expect(result.main).toBe('1');
    // NPA 2 borders 1 and its centroid is ~1.1 km away; NPA 3 does not border 1
    expect(result.npaIds).toEqual(['1', '2']);
    expect(assignNpas([0.005, 0.005], areas, 0.5).npaIds).toEqual(['1']);
  });
});

describe('static SVG shapes', () => {
  it('fits an outline into its box, main NPA drawn last', () => {
    const o = outlineSvg([square('1', 0, 0), square('2', 1, 0)], '1', [0.5, 0.5], 100, 0);
    expect(o.width).toBeLessThanOrEqual(100);
    expect(o.shapes.map((s) => s.id)).toEqual(['2', '1']);
    expect(o.shapes[1]?.d).toMatch(/^M[\d.]+ [\d.]+(L[\d.]+ [\d.]+)+Z$/);
  });

  it('draws a trend line only with two or more years, higher values higher up', () => {
    expect(sparkline([{ year: 2020, value: 1 }])).toBeNull();
    const s = sparkline(
      [
        { year: 2020, value: 1 },
        { year: 2022, value: 3 },
      ],
      100,
      20,
      0,
    );
    expect(s?.points.map((p) => [p.x, p.y])).toEqual([
      [0, 20],
      [100, 0],
    ]);
  });
});
