/**
 * The Mecklenburg County Quality of Life data loaded by the migrations and the generated seed
 * (PGlite, and PostgreSQL when TEST_DATABASE_URL is set): the same rows as the copied file,
 * empty cells kept as null, the neighborhood -> NPA mapping, and the figures API.
 */
import { beforeAll, expect, it } from 'vitest';
import { buildSeedData, readQolDataset as readQolFile } from '../../scripts/seed-data/sample-data';
import { FIGURES, figureValue, type NeighborhoodFigure } from '../../src/domain/qol';
import { createRouter } from '../../src/server/api/router';
import { routes } from '../../src/server/api/routes';
import { parseEnv } from '../../src/server/env';
import { listNeighborhoodNpas, readQolDataset } from '../../src/server/queries/qol';
import { describeEachDb } from '../support/db';

const file = readQolFile();
const seed = buildSeedData();

describeEachDb('official neighborhood data', (getDb) => {
  let handle: (request: Request) => Promise<Response>;
  beforeAll(() => {
    handle = createRouter(routes, () => ({ db: getDb(), env: parseEnv({}), now: () => new Date() }));
  });

  it('loads every area, metric and value of the copied file, empty cells as null', async () => {
    const db = getDb();
    const [counts] = await db.query<{ areas: number; metrics: number; values: number; empty: number; zero: number }>(`
      select (select count(*)::int from public.qol_areas) as areas,
             (select count(*)::int from public.qol_metrics) as metrics,
             (select count(*)::int from public.qol_values) as values,
             (select count(*)::int from public.qol_values where numerator is null) as empty,
             (select count(*)::int from public.qol_values where numerator = 0) as zero`);
    const cells = Object.values(file.values).flatMap((v) => Object.values(v.rows).flat());
    expect(counts).toEqual({
      areas: file.areas.length,
      metrics: FIGURES.length,
      values: cells.length,
      empty: cells.filter(([r]) => r === null).length,
      zero: cells.filter(([r]) => r === 0).length,
    });
    expect(counts?.empty).toBeGreaterThan(100);
  });

  it('reads back the same data set, so figures computed from the database equal those from the file', async () => {
    const db = await readQolDataset(getDb());
    expect(db.areas).toHaveLength(file.areas.length);
    expect(db.metrics.find((m) => m.id === 'm40')).toEqual(file.metrics.find((m) => m.id === 'm40'));
    for (const figure of FIGURES) {
      for (const year of file.values[figure.metricId]?.years ?? []) {
        for (const ids of [['2'], ['2', '3', '4'], ['108', '476']]) {
          expect(figureValue(db, figure, year, ids), `${figure.key} ${year} ${ids.join('+')}`).toBe(figureValue(file, figure, year, ids));
        }
      }
    }
  });

  it('maps every neighborhood to its NPAs with one main NPA, as the seed says', async () => {
    const rows = await listNeighborhoodNpas(getDb());
    expect(rows).toHaveLength(seed.neighborhoods.length);
    for (const row of rows) {
      const expected = seed.npas.filter((m) => seed.neighborhoods.find((n) => n.id === m.neighborhoodId)?.slug === row.slug);
      expect(row.npaIds.length, row.slug).toBeGreaterThanOrEqual(1);
      expect(row.main).toBe(expected.find((m) => m.isMain)?.npaId);
      expect([...row.npaIds].sort()).toEqual(expected.map((m) => m.npaId).sort());
    }
  });

  it('refuses a second main NPA and an unknown NPA', async () => {
    const db = getDb();
    await expect(db.query(`insert into public.neighborhood_npas (neighborhood_id, npa_id, is_main) values (1, '2', true)`)).rejects.toThrow();
    await expect(db.query(`insert into public.neighborhood_npas (neighborhood_id, npa_id) values (1, 'x99')`)).rejects.toThrow();
  });

  it('answers GET /api/neighborhoods/{slug}/figures with dated, sourced figures and a clear 404', async () => {
    const response = await handle(new Request('http://test/api/neighborhoods/uptown/figures'));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { npas: string[]; mainNpa: string; figures: NeighborhoodFigure[]; source: { name: string; license: string } };
    expect(body.mainNpa).toBe(body.npas[0]);
    expect(body.figures).toHaveLength(FIGURES.length);
    const rent = body.figures.find((f) => f.key === 'rent');
    expect(rent).toMatchObject({ year: 2021, countyDisplay: '$1,276', source: expect.stringContaining('American Community Survey') });
    expect(rent?.display).toMatch(/^\$\d{1,3}(,\d{3})*$/);
    expect(body.source).toMatchObject({ name: 'Mecklenburg County Quality of Life Explorer', license: 'MIT licence' });

    const town = (await (await handle(new Request('http://test/api/neighborhoods/matthews/figures'))).json()) as typeof body;
    const crime = town.figures.find((f) => f.key === 'violent-crime');
    expect(crime).toMatchObject({ value: null, display: null, missingReason: expect.stringContaining('CMPD') });

    const missing = await handle(new Request('http://test/api/neighborhoods/nowhere/figures'));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: { code: 'not_found', message: 'No neighborhood has that slug.' } });
  });
});
