/**
 * The neighborhood editor's API: drafts, 409 on a stale save with what changed,
 * history and restore, publishing (the public data changes only then), adding and
 * unpublishing, the audit log, and the build request on publish: Netlify's build hook
 * against a local server that records it, build progress through Netlify's API with
 * coalesced presses, and the local builder (with a database snapshot it can open).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BuildStatusAnswer } from '../../src/domain/builds';
import type { EditorNeighborhood, EditorNeighborhoodDetail, NeighborhoodData, NeighborhoodVersion, StaleSave } from '../../src/domain/neighborhood-data';
import type { Neighborhood } from '../../src/domain/types';
import { rankGuide } from '../../src/domain/affordable-official';
import type { RankChange } from '../../src/domain/neighborhood-rank-impact';
import { rankNeighborhoods } from '../../src/domain/neighborhood-scoring';
import type { NeighborhoodFigure } from '../../src/domain/qol';
import { SITE_BUILDER_KEY, type LocalBuildRequest } from '../../src/server/builds/local';
import { openPglite } from '../../src/server/db/client';
import { describeBothDbs } from '../support/db';
import { errorOf, get, insertStaff, localLogin, makeApi, post, send, staffLogin, type Api } from './api-support';

async function detailOf(api: Api, token: string, id: number) {
  return (await (await get(api, `/api/admin/neighborhoods/${id}`, token)).json()) as EditorNeighborhoodDetail;
}

async function listOf(api: Api, token: string) {
  return (await (await get(api, '/api/admin/neighborhoods', token)).json()) as {
    neighborhoods: EditorNeighborhood[];
    published: NeighborhoodData[];
    images: string[];
  };
}

const save = (api: Api, token: string, id: number, baseVersion: number, data: NeighborhoodData) =>
  send(api, 'PUT', `/api/admin/neighborhoods/${id}`, { baseVersion, data }, token);

describeBothDbs('neighborhood editor API', (getDb, kind) => {
  let api: Api;
  let editor: string;
  let other: string;
  let target: EditorNeighborhood;

  beforeAll(async () => {
    api = makeApi(getDb());
    await insertStaff(getDb(), { email: 'ed@example.com', password: 'ed-password-1234', name: 'Ed Itor' });
    await insertStaff(getDb(), { email: 'other@example.com', password: 'other-password-12', name: 'Otto Other' });
    editor = await staffLogin(api, 'ed@example.com', 'ed-password-1234');
    other = await staffLogin(api, 'other@example.com', 'other-password-12');
    const { neighborhoods } = await listOf(api, editor);
    target = neighborhoods.find((n) => n.slug === 'plaza-midwood') ?? neighborhoods[0]!;
  });

  it('lists every neighborhood with its version, no drafts at first, and the published data for the preview', async () => {
    const { neighborhoods, published, images } = await listOf(api, editor);
    const publicList = (await (await get(api, '/api/neighborhoods')).json()) as Neighborhood[];
    expect(neighborhoods.map((n) => n.slug).sort()).toEqual(publicList.map((n) => n.slug).sort());
    expect(neighborhoods.every((n) => !n.hasDraft && n.latestVersion === 1 && n.publishedVersion === 1)).toBe(true);
    expect(published).toHaveLength(publicList.length);
    expect(images.every((path) => path.startsWith('/images/neighborhoods/'))).toBe(true);
  });

  it("previews a draft's ranks as the guide pages order them: the affordable guide on the official figures of its NPAs", async () => {
    const { published } = await listOf(api, editor);
    const figures = new Map<string, NeighborhoodFigure[]>();
    for (const n of published)
      figures.set(n.slug, ((await (await get(api, `/api/neighborhoods/${n.slug}/figures`)).json()) as { figures: NeighborhoodFigure[] }).figures);
    const affordable = rankGuide(published, 'affordable', (slug) => figures.get(slug)!);
    const current = published.find((n) => n.slug === target.slug)!;
    const preview = async (data: NeighborhoodData) => {
      const response = await post(api, '/api/admin/neighborhoods/preview', { data }, editor);
      expect(response.status).toBe(200);
      return ((await response.json()) as { changes: RankChange[] }).changes;
    };
    const rank = (views: { slug: string }[]) => views.findIndex((v) => v.slug === target.slug) + 1;

    const unchanged = await preview(current);
    expect(unchanged.map((c) => c.guide)).toEqual(['families', 'young-professionals', 'affordable', 'near-uptown']);
    expect(unchanged.every((c) => c.rankBefore === c.rankAfter && c.scoreBefore === c.scoreAfter)).toBe(true);
    expect(unchanged.find((c) => c.guide === 'affordable')!.rankBefore).toBe(rank(affordable));

    // A rent estimate moves the guides ranked on the editors' data, not the affordable one.
    const cheaper = { ...current, averageRentPrice: '$600 - $700', commuteToUptown: '5 min' };
    const withEstimate = await preview(cheaper);
    expect(withEstimate.find((c) => c.guide === 'affordable')).toMatchObject({ rankAfter: rank(affordable) });
    const nearUptown = rankNeighborhoods(
      published.map((n) => (n.slug === target.slug ? cheaper : n)),
      'near-uptown',
    );
    expect(withEstimate.find((c) => c.guide === 'near-uptown')!.rankAfter).toBe(rank(nearUptown));

    // The NPAs of the cheapest neighborhood give the draft that neighborhood's official score.
    const cheapest = published.find((n) => n.slug === affordable[0]!.slug)!;
    const moved = await preview({ ...current, mainNpa: cheapest.mainNpa, otherNpas: cheapest.otherNpas });
    expect(moved.find((c) => c.guide === 'affordable')!.scoreAfter).toBe(Math.round(affordable[0]!.score));

    expect((await post(api, '/api/admin/neighborhoods/preview', { data: current })).status).toBe(401);
    const invalid = await post(api, '/api/admin/neighborhoods/preview', { data: { ...current, walkabilityScore: 140 } }, editor);
    expect(invalid.status).toBe(400);
    expect((await errorOf(invalid)).fields).toHaveProperty(['data.walkabilityScore']);
  });

  it('saves a draft as a new version; the public data changes only when published; all audited', async () => {
    const before = await detailOf(api, editor, target.id);
    expect(before.version).toBe(1);
    const response = await save(api, editor, target.id, 1, { ...before.data, averageRentPrice: '$4,000+' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ version: 2, changed: true });
    const publicBefore = (await (await get(api, `/api/neighborhoods/${target.slug}`)).json()) as Neighborhood;
    expect(publicBefore.averageRentPrice).toBe(before.data.averageRentPrice);
    const row = (await listOf(api, editor)).neighborhoods.find((n) => n.id === target.id)!;
    expect(row).toMatchObject({ hasDraft: true, latestVersion: 2, publishedVersion: 1, changedBy: 'Ed Itor <ed@example.com>' });
    const status = (await (await get(api, '/api/admin/builds', editor)).json()) as BuildStatusAnswer;
    expect(status).toMatchObject({ target: 'none', pendingChanges: 1 });
    const [audit] = await getDb().query<{ actor_email: string; details: { version: number; fields: string[] } }>(
      "select actor_email, details from public.audit_log where action = 'neighborhood.save' and target_id = $1",
      [target.id],
    );
    expect(audit).toMatchObject({ actor_email: 'ed@example.com', details: { version: 2, fields: ['averageRentPrice'] } });
  });

  it('answers 409 with what changed meanwhile when saving a stale version, and overwrites nothing', async () => {
    const mine = await detailOf(api, editor, target.id);
    const theirs = await detailOf(api, other, target.id);
    expect((await save(api, other, target.id, theirs.version, { ...theirs.data, walkabilityScore: 12 })).status).toBe(200);
    const stale = await save(api, editor, target.id, mine.version, { ...mine.data, title: 'My title' });
    expect(stale.status).toBe(409);
    const body = (await stale.json()) as { error: { code: string; message: string; stale: StaleSave } };
    expect(body.error.code).toBe('conflict');
    expect(body.error.stale).toMatchObject({ latestVersion: mine.version + 1, changedBy: 'Otto Other <other@example.com>' });
    expect(body.error.stale.changes).toEqual([
      { field: 'walkabilityScore', label: 'Walkability', before: String(mine.data.walkabilityScore ?? '(empty)'), after: '12' },
    ]);
    const now = await detailOf(api, editor, target.id);
    expect(now.data.walkabilityScore).toBe(12);
    expect(now.data.title).toBe(mine.data.title);
    // Saving again on top of the latest version is the editor's explicit choice.
    expect((await save(api, editor, target.id, now.version, { ...now.data, title: 'My title' })).status).toBe(200);
  });

  it('rejects invalid data with one message per field and a changed slug', async () => {
    const { data, version } = await detailOf(api, editor, target.id);
    const response = await save(api, editor, target.id, version, {
      ...data,
      name: '',
      walkabilityScore: 140,
      safetyRating: 3.25,
      latitude: 10,
    } as unknown as NeighborhoodData);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).fields).toMatchObject({
      'data.name': 'Name is required',
      'data.walkabilityScore': 'Walkability must be between 0 and 100',
      'data.safetyRating': 'Safety rating may have one decimal place',
      'data.latitude': 'Latitude must be in the Charlotte area (34.8 to 35.8)',
    });
    const slug = await save(api, editor, target.id, version, { ...data, slug: 'somewhere-else' });
    expect(slug.status).toBe(400);
    expect((await errorOf(slug)).fields).toEqual({ 'data.slug': "A neighborhood's slug (its address) cannot change" });
    expect((await detailOf(api, editor, target.id)).version).toBe(version);
  });

  it('keeps every version with who and when, shows any one, and restores an old one as a new version', async () => {
    const versions = (await (await get(api, `/api/admin/neighborhoods/${target.id}/versions`, editor)).json()) as NeighborhoodVersion[];
    expect(versions.map((v) => v.version)).toEqual([4, 3, 2, 1]);
    expect(versions.at(-1)).toMatchObject({ action: 'initial', actor: 'Initial data' });
    expect(versions[1]).toMatchObject({ action: 'save', actor: 'Otto Other <other@example.com>', publishedAt: null });
    const v1 = (await (await get(api, `/api/admin/neighborhoods/${target.id}/versions/1`, editor)).json()) as { data: NeighborhoodData };
    const restored = await post(api, `/api/admin/neighborhoods/${target.id}/versions/1/restore`, { baseVersion: 4 }, editor);
    expect(restored.status).toBe(200);
    expect(await restored.json()).toEqual({ version: 5, changed: true });
    expect((await detailOf(api, editor, target.id)).data).toEqual(v1.data);
    expect((await post(api, `/api/admin/neighborhoods/${target.id}/versions/1/restore`, { baseVersion: 4 }, editor)).status).toBe(409);
    expect((await get(api, `/api/admin/neighborhoods/${target.id}/versions/99`, editor)).status).toBe(404);
    const [audit] = await getDb().query<{ details: { restoredFrom: number } }>(
      "select details from public.audit_log where action = 'neighborhood.restore' and target_id = $1",
      [target.id],
    );
    expect(audit?.details.restoredFrom).toBe(1);
  });

  it('publishes every draft at once: the public data, published version and date change; nothing is pending after', async () => {
    const { data, version } = await detailOf(api, editor, target.id);
    expect((await save(api, editor, target.id, version, { ...data, averageRentPrice: '$3,000 - $3,500' })).status).toBe(200);
    const at = new Date(Math.floor(Date.now() / 1000) * 1000 + 60_000);
    api.setNow(at);
    const published = await post(api, '/api/admin/publish', undefined, editor);
    expect(published.status).toBe(202);
    const body = (await published.json()) as { neighborhoods: Array<{ id: number; version: number }>; build: { target: string }; status: BuildStatusAnswer };
    expect(body.neighborhoods).toEqual([{ id: target.id, slug: data.slug, name: data.name, version: version + 1 }]);
    expect(body.build.target).toBe('none');
    expect(body.status).toMatchObject({ pendingChanges: 0, lastPublishedAt: at.toISOString() });
    const publicNow = (await (await get(api, `/api/neighborhoods/${target.slug}`)).json()) as Neighborhood;
    expect(publicNow).toMatchObject({ averageRentPrice: '$3,000 - $3,500', dataUpdatedAt: at.toISOString() });
    const versions = (await (await get(api, `/api/admin/neighborhoods/${target.id}/versions`, editor)).json()) as NeighborhoodVersion[];
    expect(versions[0]).toMatchObject({ version: version + 1, publishedAt: at.toISOString() });
    api.setNow(new Date());
  });

  it('adds a neighborhood (hidden until published) and unpublishes one (gone from the API after publishing)', async () => {
    const base = (await listOf(api, editor)).published[0]!;
    const slug = `new-place-${kind}`;
    const created = await post(api, '/api/admin/neighborhoods', { data: { ...base, name: 'New Place', slug, title: 'New Place, Charlotte' } }, editor);
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    expect((await post(api, '/api/admin/neighborhoods', { data: { ...base, name: 'Twin', slug } }, editor)).status).toBe(409);
    expect((await get(api, `/api/neighborhoods/${slug}`)).status).toBe(404);
    expect((await listOf(api, editor)).neighborhoods.find((n) => n.id === id)).toMatchObject({ hasDraft: true, publishedVersion: 0 });

    const hide = await detailOf(api, editor, target.id);
    expect((await save(api, editor, target.id, hide.version, { ...hide.data, published: false })).status).toBe(200);
    expect((await post(api, '/api/admin/publish', undefined, editor)).status).toBe(202);

    expect((await get(api, `/api/neighborhoods/${slug}`)).status).toBe(200);
    expect((await get(api, `/api/neighborhoods/${target.slug}`)).status).toBe(404);
    const listed = ((await (await get(api, '/api/neighborhoods')).json()) as Neighborhood[]).map((n) => n.slug);
    expect(listed).toContain(slug);
    expect(listed).not.toContain(target.slug);
    expect((await listOf(api, editor)).published.map((n) => n.slug)).not.toContain(target.slug);
    // Back on the site for the other suites' sake.
    const show = await detailOf(api, editor, target.id);
    await save(api, editor, target.id, show.version, { ...show.data, published: true });
    await post(api, '/api/admin/publish', undefined, editor);
    expect((await get(api, `/api/neighborhoods/${target.slug}`)).status).toBe(200);
  });

  it('edits the NPA list: shown as seeded, unknown NPAs refused by field, the official figures follow once published', async () => {
    const noda = (await listOf(api, editor)).neighborhoods.find((n) => n.slug === 'noda')!;
    const figures = async () => (await (await get(api, '/api/neighborhoods/noda/figures')).json()) as { mainNpa: string | null; npas: string[] };
    const seeded = await figures();
    const { data, version } = await detailOf(api, editor, noda.id);
    expect(data.mainNpa).toBe(seeded.mainNpa);
    expect([data.mainNpa, ...data.otherNpas].sort()).toEqual([...seeded.npas].sort());

    const unknown = await save(api, editor, noda.id, version, { ...data, mainNpa: '9999', otherNpas: ['8888', ...data.otherNpas] });
    expect(unknown.status).toBe(400);
    expect((await errorOf(unknown)).fields).toEqual({
      'data.mainNpa': "NPA 9999 is not in the county's Quality of Life data",
      'data.otherNpas': "NPA 8888 is not in the county's Quality of Life data",
    });
    expect((await detailOf(api, editor, noda.id)).version).toBe(version);

    // Swap the main NPA with the first bordering one (or take a neighbor's NPA when there is none).
    const next = data.otherNpas[0] ?? (seeded.mainNpa === '2' ? '3' : '2');
    const others = [data.mainNpa!, ...data.otherNpas.filter((id) => id !== next)];
    expect((await save(api, editor, noda.id, version, { ...data, mainNpa: next, otherNpas: others })).status).toBe(200);
    expect((await figures()).mainNpa, 'a draft changes nothing on the site').toBe(seeded.mainNpa);
    expect((await post(api, '/api/admin/publish', undefined, editor)).status).toBe(202);
    const now = await figures();
    expect(now.mainNpa).toBe(next);
    expect([...now.npas].sort()).toEqual([next, ...others].sort());

    const cleared = await detailOf(api, editor, noda.id);
    expect((await save(api, editor, noda.id, cleared.version, { ...cleared.data, mainNpa: null, otherNpas: [] })).status).toBe(200);
    await post(api, '/api/admin/publish', undefined, editor);
    expect(await figures()).toMatchObject({ mainNpa: null, npas: [] });
    // Back as seeded for the other suites' sake.
    const restore = await detailOf(api, editor, noda.id);
    await save(api, editor, noda.id, restore.version, { ...restore.data, mainNpa: data.mainNpa, otherNpas: data.otherNpas });
    await post(api, '/api/admin/publish', undefined, editor);
    expect((await figures()).mainNpa).toBe(seeded.mainNpa);
  });

  it('edits the Spanish texts beside the English: seeded ones shown, title and overview required once any is given, published with the rest, cleared to none', async () => {
    const uptown = (await listOf(api, editor)).neighborhoods.find((n) => n.slug === 'uptown')!;
    const publicUptown = async () => ((await (await get(api, '/api/neighborhoods/uptown')).json()) as Neighborhood).es;
    const seeded = await publicUptown();
    expect(seeded?.title).toMatch(/Uptown/);
    const { data, version } = await detailOf(api, editor, uptown.id);
    expect(data).toMatchObject({ titleEs: seeded!.title, overviewEs: seeded!.overview, keyFeaturesEs: seeded!.keyFeatures });

    const untitled = await save(api, editor, uptown.id, version, { ...data, titleEs: '', overviewEs: '' });
    expect(untitled.status).toBe(400);
    expect((await errorOf(untitled)).fields).toMatchObject({
      'data.titleEs': 'Spanish page title is required when there is Spanish text',
      'data.overviewEs': 'Spanish overview is required when there is Spanish text',
    });

    expect((await save(api, editor, uptown.id, version, { ...data, titleEs: 'Vivir en Uptown, el centro', keyFeaturesEs: ['Tren ligero LYNX'] })).status).toBe(
      200,
    );
    expect((await publicUptown())?.title).toBe(seeded!.title);
    expect((await post(api, '/api/admin/publish', undefined, editor)).status).toBe(202);
    expect(await publicUptown()).toMatchObject({ title: 'Vivir en Uptown, el centro', overview: seeded!.overview, keyFeatures: ['Tren ligero LYNX'] });

    const edited = await detailOf(api, editor, uptown.id);
    const none = {
      ...edited.data,
      ...Object.fromEntries(
        Object.keys(edited.data)
          .filter((k) => k.endsWith('Es'))
          .map((k) => [k, k === 'keyFeaturesEs' ? [] : '']),
      ),
    };
    expect((await save(api, editor, uptown.id, edited.version, none as NeighborhoodData)).status).toBe(200);
    expect((await post(api, '/api/admin/publish', undefined, editor)).status).toBe(202);
    expect(await publicUptown()).toBeNull();

    // Restoring the first version brings the seeded Spanish back, for the other suites' sake too.
    const latest = await detailOf(api, editor, uptown.id);
    expect((await post(api, `/api/admin/neighborhoods/${uptown.id}/versions/1/restore`, { baseVersion: latest.version }, editor)).status).toBe(200);
    expect((await post(api, '/api/admin/publish', undefined, editor)).status).toBe(202);
    expect(await publicUptown()).toEqual(seeded);
  });

  it('publishing a version saved before the editor had the Spanish texts keeps the published Spanish', async () => {
    const noda = (await listOf(api, editor)).neighborhoods.find((n) => n.slug === 'noda')!;
    const before = ((await (await get(api, '/api/neighborhoods/noda')).json()) as Neighborhood).es;
    expect(before).not.toBeNull();
    const { data, version } = await detailOf(api, editor, noda.id);
    const older = Object.fromEntries(Object.entries({ ...data, commuteToUptown: '5-12 min' }).filter(([key]) => !key.endsWith('Es')));
    await getDb().query(
      `insert into public.neighborhood_versions (neighborhood_id, version, data, action, actor_id, created_at) values ($1, $2, $3::text::jsonb, 'save', 'older-release', now())`,
      [noda.id, version + 1, JSON.stringify(older)],
    );
    expect((await detailOf(api, editor, noda.id)).data.titleEs).toBe(before!.title);
    expect((await post(api, '/api/admin/publish', undefined, editor)).status).toBe(202);
    const after = (await (await get(api, '/api/neighborhoods/noda')).json()) as Neighborhood;
    expect(after).toMatchObject({ commuteToUptown: '5-12 min', es: before });
  });

  it('publishing a version saved before the editor had the NPA list keeps the published NPAs', async () => {
    const noda = (await listOf(api, editor)).neighborhoods.find((n) => n.slug === 'noda')!;
    const before = (await (await get(api, '/api/neighborhoods/noda/figures')).json()) as { mainNpa: string | null; npas: string[] };
    expect(before.mainNpa).not.toBeNull();
    const { data, version } = await detailOf(api, editor, noda.id);
    const { mainNpa: _main, otherNpas: _others, ...older } = { ...data, averageHomePrice: '$450,000 - $650,000' };
    await getDb().query(
      `insert into public.neighborhood_versions (neighborhood_id, version, data, action, actor_id, created_at) values ($1, $2, $3::text::jsonb, 'save', 'older-release', now())`,
      [noda.id, version + 1, JSON.stringify(older)],
    );
    expect((await post(api, '/api/admin/publish', undefined, editor)).status).toBe(202);
    const after = (await (await get(api, '/api/neighborhoods/noda/figures')).json()) as { mainNpa: string | null; npas: string[] };
    expect(after).toMatchObject({ mainNpa: before.mainNpa, npas: before.npas });
    expect(((await (await get(api, '/api/neighborhoods/noda')).json()) as Neighborhood).averageHomePrice).toBe('$450,000 - $650,000');
  });

  describe('builds', () => {
    let server: Server;
    let base = '';
    const hooks: string[] = [];
    let deploys: Array<Record<string, unknown>> = [];
    beforeAll(async () => {
      server = createServer((req, res) => {
        if (req.method === 'POST' && req.url?.startsWith('/build_hooks/')) {
          hooks.push(req.url);
          res.writeHead(200).end();
          return;
        }
        if (req.method === 'GET' && req.url === '/api/v1/sites/site-123/deploys?per_page=10') {
          expect(req.headers.authorization).toBe('Bearer netlify-token');
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(deploys));
          return;
        }
        res.writeHead(404).end();
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise((resolve) => server.close(resolve)));
    afterEach(() => {
      delete (globalThis as Record<symbol, unknown>)[SITE_BUILDER_KEY];
    });

    it('Publish calls the Netlify build hook (recorded by a local server); without API access it says when the build was requested', async () => {
      const netlify = makeApi(getDb(), { ADMIN_PASSWORD: 'local-admin-password-for-tests', NETLIFY_BUILD_HOOK_URL: `${base}/build_hooks/one` });
      const admin = await localLogin(netlify);
      hooks.length = 0;
      const response = await post(netlify, '/api/admin/publish', undefined, admin);
      expect(response.status).toBe(202);
      expect(hooks).toEqual(['/build_hooks/one']);
      const status = (await (await get(netlify, '/api/admin/builds', admin)).json()) as BuildStatusAnswer;
      expect(status).toMatchObject({ target: 'netlify', tracked: false, build: { state: 'requested' } });
      expect(status.build?.requestedAt).toBeTruthy();
    });

    it('with NETLIFY_API_TOKEN and NETLIFY_SITE_ID: follows the build (queued, building, ready) and coalesces presses into one follow-up build', async () => {
      const netlify = makeApi(getDb(), {
        ADMIN_PASSWORD: 'local-admin-password-for-tests',
        NETLIFY_BUILD_HOOK_URL: `${base}/build_hooks/two`,
        NETLIFY_API_TOKEN: 'netlify-token',
        NETLIFY_SITE_ID: 'site-123',
        NETLIFY_API_BASE: base,
      });
      const admin = await localLogin(netlify);
      const t0 = Date.now();
      netlify.setNow(new Date(t0));
      hooks.length = 0;
      deploys = [];
      expect((await post(netlify, '/api/admin/publish', undefined, admin)).status).toBe(202);
      expect(hooks).toHaveLength(1);
      const status = async () => (await (await get(netlify, '/api/admin/builds', admin)).json()) as BuildStatusAnswer;
      expect((await status()).build).toMatchObject({ state: 'queued', followUp: false });

      deploys = [{ id: 'd1', state: 'building', created_at: new Date(t0 + 1000).toISOString(), updated_at: new Date(t0 + 2000).toISOString() }];
      expect((await status()).build).toMatchObject({ state: 'building', startedAt: new Date(t0 + 1000).toISOString() });
      // Two more presses while it builds: no new hook call, one follow-up asked for.
      expect((await post(netlify, '/api/admin/rebuild', undefined, admin)).status).toBe(202);
      expect((await post(netlify, '/api/admin/publish', undefined, admin)).status).toBe(202);
      expect(hooks).toHaveLength(1);
      expect((await status()).build).toMatchObject({ state: 'building', followUp: true });

      deploys = [{ id: 'd1', state: 'ready', created_at: new Date(t0 + 1000).toISOString(), published_at: new Date(t0 + 60_000).toISOString() }];
      netlify.setNow(new Date(t0 + 61_000));
      const done = await status();
      expect(hooks).toHaveLength(2);
      expect(done.build).toMatchObject({ state: 'queued', followUp: false });
      await status();
      expect(hooks, 'the follow-up build is requested once').toHaveLength(2);
      deploys = [
        {
          id: 'd2',
          state: 'error',
          created_at: new Date(t0 + 62_000).toISOString(),
          updated_at: new Date(t0 + 90_000).toISOString(),
          error_message: 'Build script returned non-zero exit code: 2',
        },
        ...deploys,
      ];
      expect((await status()).build).toMatchObject({ state: 'failed', error: 'Build script returned non-zero exit code: 2' });
    });

    it('on the local server: Publish asks the local builder, with a copy of the embedded database it can open', async () => {
      const requests: LocalBuildRequest[] = [];
      let running = false;
      (globalThis as Record<symbol, unknown>)[SITE_BUILDER_KEY] = {
        request(request: LocalBuildRequest) {
          requests.push(request);
          const coalesced = running;
          running = true;
          return { coalesced };
        },
        status: () => ({
          state: 'building',
          phase: 'Prerendering pages',
          requestedAt: null,
          startedAt: null,
          finishedAt: null,
          elapsedMs: 1200,
          followUp: requests.length > 1,
          error: null,
          logTail: [],
        }),
      };
      const admin = await localLogin(api);
      const config = (await (await get(api, '/api/admin/config', admin)).json()) as { buildTarget: string; rebuildConfigured: boolean };
      expect(config).toMatchObject({ buildTarget: 'local', rebuildConfigured: true });
      const first = (await (await post(api, '/api/admin/publish', undefined, admin)).json()) as { build: { target: string; coalesced: boolean } };
      expect(first.build).toEqual({ target: 'local', coalesced: false });
      const second = (await (await post(api, '/api/admin/publish', undefined, admin)).json()) as { build: { coalesced: boolean }; status: BuildStatusAnswer };
      expect(second.build.coalesced).toBe(true);
      expect(second.status.build).toMatchObject({ state: 'building', phase: 'Prerendering pages', followUp: true });
      if (kind === 'pglite') {
        const tar = await requests[0]!.snapshot!();
        const copy = await openPglite('memory://', { loadDataDir: new Blob([tar]) });
        const [row] = await copy.query<{ n: number }>('select count(*)::int as n from public.neighborhoods where published');
        const [live] = await getDb().query<{ n: number }>('select count(*)::int as n from public.neighborhoods where published');
        expect(row!.n).toBe(live!.n);
        await copy.close();
      } else {
        expect(requests[0]!.snapshot).toBeUndefined();
      }
    });
  });
});
