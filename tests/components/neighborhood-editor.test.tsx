/**
 * /admin "Neighborhoods": the list, the editor's field errors (nothing typed lost, nothing
 * sent), the ranking preview, saving a draft, a stale save (409) and Publish.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BuildStatusAnswer } from '../../src/domain/builds';
import {
  emptyNeighborhoodData,
  NeighborhoodDataSchema,
  type EditorNeighborhood,
  type EditorNeighborhoodDetail,
  type NeighborhoodData,
  type StaleSave,
} from '../../src/domain/neighborhood-data';
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
    .on('GET', '/api/admin/neighborhoods/1/versions', []);
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

  it('previews what a change does to the ranked guides before saving', async () => {
    neighborhoodsApi();
    const user = await openNoda();

    const preview = screen.getByRole('list', { name: 'Ranking preview' });
    const affordable = () =>
      within(preview)
        .getAllByRole('listitem')
        .find((item) => item.getAttribute('data-guide') === 'affordable')?.textContent ?? '';
    expect(within(preview).getAllByRole('listitem')).toHaveLength(4);
    // Unchanged values: the same rank and score before and after.
    expect(affordable()).toMatch(/^Most Affordable: #([23]) -> #\1, score (\d+) -> \2$/);

    const rent = screen.getByLabelText('Average rent');
    await user.clear(rent);
    await user.type(rent, '$900 - $1,100');
    await user.clear(screen.getByLabelText('Average home price'));
    await user.type(screen.getByLabelText('Average home price'), '$200,000');
    expect(affordable()).toMatch(/^Most Affordable: #[23] -> #1, score \d+ -> 100$/);
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
});
