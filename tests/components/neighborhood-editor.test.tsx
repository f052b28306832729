/**
 * /admin "Neighborhoods": the list, the editor's field errors (nothing typed lost, nothing
 * sent), the ranking preview, saving a draft (the list fetched again), a stale save (409), the
 * history's compared pair, Publish and following a running build.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BuildStatusAnswer } from '../../src/domain/builds';
import {
  emptyNeighborhoodData,
  NeighborhoodDataSchema,
  type EditorNeighborhood,
  type EditorNeighborhoodDetail,
  type NeighborhoodData,
  type NeighborhoodVersion,
  type StaleSave,
} from '../../src/domain/neighborhood-data';
import type { RankChange } from '../../src/domain/neighborhood-rank-impact';
import { GUIDE_KEYS } from '../../src/domain/neighborhood-scoring';
import { Neighborhoods } from '../../src/islands/admin/Neighborhoods';
import { $toast } from '../../src/stores/toast';
import { renderAdmin } from './support/admin';
import { apiError, fakeApi, json, type FakeApi } from './support/api';

const data = (over: Partial<NeighborhoodData>): NeighborhoodData =>
  NeighborhoodDataSchema.parse({
    ...emptyNeighborhoodData(),
    title: `${over.name}, Charlotte`,
    overview: 'A neighborhood.',
    commuteToUptown: '15 min',
    walkabilityScore: 50,
    safetyRating: 7,
    familyFriendly: true,
    youngProfessionalFriendly: true,
    ...over,
  });

const NODA = data({ name: 'NoDa', slug: 'noda', averageRentPrice: '$3,000 - $3,500', averageHomePrice: '$900,000', walkabilityScore: 80 });
const DILWORTH = data({ name: 'Dilworth', slug: 'dilworth', averageRentPrice: '$2,000 - $2,600', averageHomePrice: '$700,000', walkabilityScore: 70 });
const STEELE = data({ name: 'Steele Creek', slug: 'steele-creek', averageRentPrice: '$1,400 - $1,700', averageHomePrice: '$350,000', walkabilityScore: 20 });

const row = (id: number, d: NeighborhoodData, over: Partial<EditorNeighborhood> = {}): EditorNeighborhood => ({
  id,
  name: d.name,
  slug: d.slug,
  featured: d.featured,
  published: d.published,
  latestVersion: 1,
  publishedVersion: 1,
  hasDraft: false,
  changedAt: '2026-11-23T14:00:00.000Z',
  changedBy: 'editor@example.com',
  ...over,
});

const status = (over: Partial<BuildStatusAnswer> = {}): BuildStatusAnswer => ({
  target: 'local',
  tracked: false,
  build: null,
  pendingChanges: 0,
  lastPublishedAt: null,
  ...over,
});

function neighborhoodsApi(): FakeApi {
  return fakeApi()
    .on('GET', '/api/admin/neighborhoods', {
      neighborhoods: [row(1, NODA, { hasDraft: true, latestVersion: 2 }), row(2, DILWORTH), row(3, STEELE, { publishedVersion: 0 })],
      published: [NODA, DILWORTH, STEELE],
      images: ['/images/neighborhoods/noda.svg'],
    })
    .on('GET', '/api/admin/builds', status({ pendingChanges: 1 }))
    .on('GET', '/api/admin/neighborhoods/1', { id: 1, version: 2, publishedVersion: 1, data: NODA, publishedData: NODA } satisfies EditorNeighborhoodDetail)
    .on('GET', '/api/admin/neighborhoods/1/versions', [])
    .on('POST', '/api/admin/neighborhoods/preview', previewAnswer);
}

/**
 * The server's preview (it holds the county figures): here the affordable guide moves NoDa to
 * #1 when its rent estimate starts at $900, enough to tell which draft the answer was for.
 */
function previewAnswer({ body }: { body: unknown }) {
  const { data } = body as { data: NeighborhoodData };
  const cheap = (data.averageRentPrice ?? '').startsWith('$900');
  const changes: RankChange[] = GUIDE_KEYS.map((guide) =>
    guide === 'affordable'
      ? { guide, rankBefore: 3, rankAfter: cheap ? 1 : 3, scoreBefore: 40, scoreAfter: cheap ? 100 : 40 }
      : { guide, rankBefore: 2, rankAfter: 2, scoreBefore: 50, scoreAfter: 50 },
  );
  return { changes };
}

async function openNoda() {
  const user = userEvent.setup();
  renderAdmin(<Neighborhoods />);
  await user.click(await screen.findByRole('link', { name: 'NoDa' }));
  await screen.findByText('Editing version 2; version 1 is on the site.');
  return user;
}

describe('neighborhood editor', () => {
  it('lists every neighborhood with its state, and the changes waiting for the next build', async () => {
    neighborhoodsApi();
    renderAdmin(<Neighborhoods />);

    const table = await screen.findByRole('table', { name: 'All neighborhoods' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual(['NoDa', 'Dilworth', 'Steele Creek']);
    expect(rows[0]?.textContent).toContain('Unpublished changes');
    expect(rows[2]?.textContent).toContain('New');
    expect(screen.getByText('Changes waiting for the next build: 1')).toBeTruthy();
  });

  it('shows field errors beside the fields and in a summary, sends nothing, and keeps what was typed', async () => {
    const api = neighborhoodsApi();
    const user = await openNoda();

    const walkability = screen.getByLabelText('Walkability');
    await user.clear(walkability);
    await user.type(walkability, '140');
    await user.clear(screen.getByLabelText('Name'));
    expect(screen.getByText('Fix the fields marked above to see the ranking preview.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByText('2 fields need attention: Name, Walkability.')).toBeTruthy();
    expect(screen.getByText('Walkability must be between 0 and 100')).toBeTruthy();
    expect(walkability.getAttribute('aria-invalid')).toBe('true');
    expect((walkability as HTMLInputElement).value).toBe('140');
    expect(api.callsTo('PUT', '/api/admin/neighborhoods/1')).toHaveLength(0);
  });

  it("previews what a change does to the ranked guides before saving, with the server's answer for the draft", async () => {
    const api = neighborhoodsApi();
    const user = await openNoda();

    const preview = await screen.findByRole('list', { name: 'Ranking preview' });
    const affordable = () =>
      within(preview)
        .getAllByRole('listitem')
        .find((item) => item.getAttribute('data-guide') === 'affordable')?.textContent ?? '';
    expect(within(preview).getAllByRole('listitem')).toHaveLength(4);
    expect(affordable()).toBe('Most Affordable: #3 -> #3, score 40 -> 40');

    const rent = screen.getByLabelText('Average rent');
    await user.clear(rent);
    await user.type(rent, '$900 - $1,100');
    await waitFor(() => expect(affordable()).toBe('Most Affordable: #3 -> #1, score 40 -> 100'));
    // The server is asked once typing pauses, with the draft as the form holds it.
    const sent = api.callsTo('POST', '/api/admin/neighborhoods/preview').map((call) => (call.body as { data: NeighborhoodData }).data.averageRentPrice);
    expect(sent.at(-1)).toBe('$900 - $1,100');
    expect(sent.length).toBeLessThan(4);
  });

  it('saves a draft with the version it started from, and says so', async () => {
    const api = neighborhoodsApi().on('PUT', '/api/admin/neighborhoods/1', { version: 3, changed: true });
    const user = await openNoda();

    await user.clear(screen.getByLabelText('Commute to Uptown'));
    await user.type(screen.getByLabelText('Commute to Uptown'), '10 min');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    await waitFor(() => expect($toast.get()).toMatchObject({ title: 'Draft saved', description: 'Version 3. Publish to put it on the site.' }));
    const sent = api.callsTo('PUT', '/api/admin/neighborhoods/1')[0]?.body as { baseVersion: number; data: NeighborhoodData };
    expect(sent.baseVersion).toBe(2);
    expect(sent.data).toEqual({ ...NODA, commuteToUptown: '10 min' });
    // The list and the changes waiting for a build are fetched again.
    await waitFor(() => expect(api.callsTo('GET', '/api/admin/neighborhoods')).toHaveLength(2));
    await waitFor(() => expect(api.callsTo('GET', '/api/admin/builds')).toHaveLength(2));
  });

  it('edits the Spanish texts in the same form and sends them with the English', async () => {
    const api = neighborhoodsApi().on('PUT', '/api/admin/neighborhoods/1', { version: 3, changed: true });
    const user = await openNoda();

    const spanish = screen.getByRole('group', { name: 'Spanish texts' });
    expect((within(spanish).getByLabelText('Spanish page title') as HTMLInputElement).value).toBe('');
    await user.type(within(spanish).getByLabelText('Spanish page title'), 'Vivir en NoDa');
    await user.type(within(spanish).getByLabelText('Spanish overview'), 'El distrito de las artes.');
    await user.type(within(spanish).getByLabelText('Spanish key features'), 'Galerías{Enter}Cervecerías');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    await waitFor(() => expect($toast.get()).toMatchObject({ title: 'Draft saved' }));
    const sent = api.callsTo('PUT', '/api/admin/neighborhoods/1')[0]?.body as { data: NeighborhoodData };
    expect(sent.data).toEqual({ ...NODA, titleEs: 'Vivir en NoDa', overviewEs: 'El distrito de las artes.', keyFeaturesEs: ['Galerías', 'Cervecerías'] });
  });

  it('on a stale save shows who saved meanwhile and what changed, keeps the edits, and can save over that version', async () => {
    const stale: StaleSave = {
      latestVersion: 3,
      changedBy: 'robin@example.com',
      changedAt: '2026-11-24T10:00:00.000Z',
      changes: [{ field: 'overview', label: 'Overview', before: 'A neighborhood.', after: 'Arts district.' }],
      latest: { ...NODA, overview: 'Arts district.' },
    };
    const api = neighborhoodsApi().on('PUT', '/api/admin/neighborhoods/1', json({ error: { code: 'conflict', message: 'Saved meanwhile', stale } }, 409));
    const user = await openNoda();

    await user.clear(screen.getByLabelText('Commute to Uptown'));
    await user.type(screen.getByLabelText('Commute to Uptown'), '12 min');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/^robin@example\.com saved version 3 at .+ while you were editing\. Nothing was overwritten\./);
    expect(within(alert).getByRole('table', { name: 'Changes saved meanwhile' }).textContent).toContain('Arts district.');
    expect((screen.getByLabelText('Commute to Uptown') as HTMLInputElement).value).toBe('12 min');

    api.on('PUT', '/api/admin/neighborhoods/1', { version: 4, changed: true });
    await user.click(within(alert).getByRole('button', { name: 'Keep my edits (save again to replace version 3)' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect($toast.get()).toMatchObject({ title: 'Draft saved' }));
    const second = api.callsTo('PUT', '/api/admin/neighborhoods/1')[1]?.body as { baseVersion: number; data: NeighborhoodData };
    expect(second.baseVersion).toBe(3);
    expect(second.data.commuteToUptown).toBe('12 min');
  });

  it("keeps the form when saving fails for another reason, with the API's message", async () => {
    neighborhoodsApi().on('PUT', '/api/admin/neighborhoods/1', apiError(503, 'service_unavailable', 'The database is not available.'));
    const user = await openNoda();
    await user.type(screen.getByLabelText('Overview'), ' More.');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect($toast.get()).toMatchObject({
        title: 'Could not save',
        description: 'The database is not available. Your changes are still in the form.',
        variant: 'destructive',
      }),
    );
    expect((screen.getByLabelText('Overview') as HTMLTextAreaElement).value).toBe('A neighborhood. More.');
  });

  it('keeps what was typed when the neighborhood is fetched again in the background (after Publish)', async () => {
    const api = neighborhoodsApi().on('POST', '/api/admin/publish', { neighborhoods: [{ id: 1 }], build: { coalesced: false }, status: status() });
    const user = await openNoda();
    await user.type(screen.getByLabelText('Overview'), ' Typed.');

    api.on('GET', '/api/admin/neighborhoods/1', {
      id: 1,
      version: 3,
      publishedVersion: 3,
      data: { ...NODA, overview: 'Saved elsewhere.' },
      publishedData: NODA,
    });
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(api.callsTo('GET', '/api/admin/neighborhoods/1')).toHaveLength(2));
    // Whatever the answer set off (React Query's notifications, renders) runs on a fake clock.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await vi.advanceTimersByTimeAsync(50);
    vi.useRealTimers();
    expect((screen.getByLabelText('Overview') as HTMLTextAreaElement).value).toBe('A neighborhood. Typed.');
    expect(screen.getByText('Editing version 2; version 1 is on the site.')).toBeTruthy();
  });

  it('compares the pair chosen last, even when the answer for a pair chosen before arrives later', async () => {
    const version = (n: number, over: Partial<NeighborhoodVersion> = {}): NeighborhoodVersion => ({
      version: n,
      action: 'save',
      restoredFrom: null,
      actor: 'editor@example.com',
      createdAt: '2026-11-23T14:00:00.000Z',
      publishedAt: null,
      ...over,
    });
    let release = () => {};
    const slow = new Promise<void>((resolve) => (release = resolve));
    const api = neighborhoodsApi()
      .on('GET', '/api/admin/neighborhoods/1/versions', [version(2), version(1, { action: 'initial', publishedAt: '2026-11-20T10:00:00.000Z' })])
      .on('GET', '/api/admin/neighborhoods/1/versions/1', { data: { ...NODA, overview: 'Version one.' } })
      .on('GET', '/api/admin/neighborhoods/1/versions/2', async () => {
        // The pair 2 and 2 (the second and third requests) is answered last.
        const nth = api.callsTo('GET', '/api/admin/neighborhoods/1/versions/2').length;
        if (nth === 2 || nth === 3) await slow;
        return { data: NODA };
      });
    const user = await openNoda();

    const caption = (from: number, to: number) => ({ name: `Differences between versions ${from} and ${to}` });
    expect((await screen.findByRole('table', caption(1, 2))).textContent).toContain('Version one.');
    await user.selectOptions(screen.getByLabelText('Compare version'), '2');
    await user.selectOptions(screen.getByLabelText('with version'), '1');
    const diff = await screen.findByRole('table', caption(2, 1));
    expect(within(diff).getByRole('row', { name: /Overview/ }).textContent).toContain('Version one.');

    vi.useFakeTimers({ shouldAdvanceTime: true });
    release();
    await waitFor(() => expect(api.callsTo('GET', '/api/admin/neighborhoods/1/versions/2')).toHaveLength(4));
    await vi.advanceTimersByTimeAsync(50);
    vi.useRealTimers();
    expect(screen.getByRole('table', caption(2, 1))).toBeTruthy();
    expect(screen.queryByText('No differences.')).toBeNull();
  });

  it('publishes the drafts and shows the new count', async () => {
    const api = neighborhoodsApi().on('POST', '/api/admin/publish', {
      neighborhoods: [{ id: 1 }],
      build: { coalesced: false },
      status: status({ pendingChanges: 0, lastPublishedAt: '2026-11-25T01:00:00.000Z' }),
    });
    const user = userEvent.setup();
    renderAdmin(<Neighborhoods />);

    const publish = await screen.findByRole('button', { name: 'Publish' });
    expect(await screen.findByText('Changes waiting for the next build: 1')).toBeTruthy();
    api.on('GET', '/api/admin/builds', status({ pendingChanges: 0, lastPublishedAt: '2026-11-25T01:00:00.000Z' }));
    await user.click(publish);
    await waitFor(() => expect($toast.get()).toMatchObject({ title: 'Published', description: '1 neighborhood published.' }));
    expect(await screen.findByText('Changes waiting for the next build: 0')).toBeTruthy();
    expect(api.callsTo('POST', '/api/admin/publish')).toHaveLength(1);
  });

  it('follows a running build every 2 s until it is done, then stops asking', async () => {
    const build = (over: Partial<NonNullable<BuildStatusAnswer['build']>>): BuildStatusAnswer['build'] => ({
      state: 'building',
      phase: 'Building pages',
      requestedAt: '2026-11-25T01:00:00.000Z',
      startedAt: '2026-11-25T01:00:01.000Z',
      finishedAt: null,
      elapsedMs: 5_000,
      followUp: false,
      error: null,
      logTail: [],
      ...over,
    });
    const api = neighborhoodsApi().on('GET', '/api/admin/builds', () => {
      const polls = api.callsTo('GET', '/api/admin/builds').length;
      return status({ build: polls < 2 ? build({}) : build({ state: 'ready', finishedAt: '2026-11-25T01:01:00.000Z', elapsedMs: 59_000 }) });
    });
    // The poll's 2 s steps on a fake clock (real time still moves it, for waitFor's own checks).
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderAdmin(<Neighborhoods />);

    const state = () => document.querySelector('[data-build-state]')?.getAttribute('data-build-state');
    await waitFor(() => expect(state()).toBe('building'));
    expect(screen.getByRole('status').textContent).toContain('Building: Building pages');
    await vi.advanceTimersByTimeAsync(2_000);
    await waitFor(() => expect(state()).toBe('ready'));
    expect(api.callsTo('GET', '/api/admin/builds')).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(api.callsTo('GET', '/api/admin/builds')).toHaveLength(2);
  });
});
