/**
 * supabase/seed.sql loaded into a freshly migrated database (PGlite, and PostgreSQL when
 * TEST_DATABASE_URL is set): what every page and API call built on the sample data relies on.
 */
import { expect, it } from 'vitest';
import { CATEGORIES, FILTER_NEIGHBORHOODS, SERVICE_TAGS, categoryLabel } from '../../src/domain/catalog';
import { describeBothDbs } from '../support/db';

/** Neighborhood text columns that must be filled, and the deliberate gaps in the sample data. */
const TEXT_COLUMNS = [
  'title',
  'meta_description',
  'overview',
  'history',
  'housing_options',
  'lifestyle',
  'demographics',
  'local_amenities',
  'schools_childcare',
  'parks_recreation',
  'transportation',
] as const;
const DELIBERATE_GAPS: Record<string, string[]> = {
  'optimist-park': ['schools_childcare'],
  'villa-heights': ['parks_recreation'],
};

describeBothDbs('seed data', (getDb) => {
  it('has at least 20 neighborhoods with every text field written, except the deliberate gaps', async () => {
    const rows = await getDb().query<Record<string, string> & { slug: string }>(
      `select slug, ${TEXT_COLUMNS.join(', ')} from public.neighborhoods order by id`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(20);
    const empty = rows.flatMap((row) => TEXT_COLUMNS.filter((c) => !row[c]?.trim()).map((c) => `${row.slug}.${c}`));
    const expected = Object.entries(DELIBERATE_GAPS).flatMap(([slug, cols]) => cols.map((c) => `${slug}.${c}`));
    expect(empty.sort()).toEqual(expected.sort());
  });

  it('has 6 to 8 featured neighborhoods and the key Charlotte neighborhoods', async () => {
    const rows = await getDb().query<{ slug: string; featured: boolean }>('select slug, featured from public.neighborhoods');
    const featured = rows.filter((r) => r.featured).length;
    expect(featured).toBeGreaterThanOrEqual(6);
    expect(featured).toBeLessThanOrEqual(8);
    const slugs = rows.map((r) => r.slug);
    for (const slug of ['uptown', 'south-end', 'noda', 'plaza-midwood', 'dilworth', 'myers-park', 'ballantyne', 'university-city', 'elizabeth']) {
      expect(slugs).toContain(slug);
    }
  });

  it('leaves some neighborhood values absent, for the scoring rules that handle them', async () => {
    const [row] = await getDb().query<Record<string, number>>(`
      select count(*) filter (where average_rent_price is null and average_home_price is not null)::int as home_only,
             count(*) filter (where average_rent_price is null and average_home_price is null)::int as no_prices,
             count(*) filter (where commute_to_uptown is null)::int as no_commute,
             count(*) filter (where walkability_score is null)::int as no_walkability,
             count(*) filter (where cardinality(images) = 0)::int as no_images
      from public.neighborhoods`);
    expect(row).toEqual({ home_only: 1, no_prices: 1, no_commute: 1, no_walkability: 1, no_images: 3 });
  });

  it('has at least 200 published businesses covering all 12 categories and all 8 filter neighborhoods', async () => {
    const db = getDb();
    const [{ n } = { n: 0 }] = await db.query<{ n: number }>(`select count(*)::int as n from public.businesses where status = 'published'`);
    expect(n).toBeGreaterThanOrEqual(200);
    const categories = await db.query<{ category: string }>(`select distinct category from public.businesses where status = 'published'`);
    expect(categories.map((r) => r.category).sort()).toEqual(CATEGORIES.map((c) => c.value).sort());
    const neighborhoods = (await db.query<{ neighborhood: string }>(`select distinct neighborhood from public.businesses where status = 'published'`)).map(
      (r) => r.neighborhood,
    );
    for (const { value } of FILTER_NEIGHBORHOODS) expect(neighborhoods).toContain(value);
  });

  it('lists local businesses for some neighborhood profiles, up to 3 for one, none for others', async () => {
    const rows = await getDb().query<{ slug: string; n: number }>(`
      select n.slug, count(b.id)::int as n
      from public.neighborhoods n
      left join public.businesses b on b.neighborhood = n.slug and b.status = 'published'
      group by n.slug`);
    expect(rows.filter((r) => r.n === 0).length).toBeGreaterThanOrEqual(2);
    expect(rows.some((r) => r.n >= 1 && r.n <= 3)).toBe(true);
    expect(rows.filter((r) => r.n > 3).length).toBeGreaterThanOrEqual(5);
  });

  it('gives every business a fictional phone number, example e-mail and website, and valid tags', async () => {
    const rows = await getDb().query<{ phone: string; email: string | null; website: string | null; service_tags: string[] }>(
      'select phone, email, website, service_tags from public.businesses',
    );
    const tags = SERVICE_TAGS.map((t) => t.value as string);
    for (const row of rows) {
      expect(row.phone).toMatch(/^\(704\) 555-01\d\d$/);
      if (row.email) expect(row.email).toMatch(/@[a-z0-9-]+\.example$/);
      if (row.website) expect(row.website).toMatch(/^https:\/\/[a-z0-9-]+\.example$/);
      for (const tag of row.service_tags) expect(tags).toContain(tag);
    }
  });

  it('finds movers when searching for "mov"', async () => {
    const rows = await getDb().query<{ business_name: string }>(
      `select business_name from public.businesses
       where status = 'published' and (business_name ilike '%mov%' or short_description ilike '%mov%')`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(5);
  });

  it('has at least 600 reviews, with some pending and some rejected', async () => {
    const rows = await getDb().query<{ status: string; n: number }>('select status, count(*)::int as n from public.reviews group by status');
    const count = Object.fromEntries(rows.map((r) => [r.status, r.n]));
    expect((count.approved ?? 0) + (count.pending ?? 0) + (count.rejected ?? 0)).toBeGreaterThanOrEqual(600);
    expect(count.pending).toBeGreaterThanOrEqual(30);
    expect(count.rejected).toBeGreaterThanOrEqual(1);
  });

  it("stores each business's rating and review count exactly as its approved reviews give them", async () => {
    const mismatches = await getDb().query(`
      select b.slug, b.user_rating::float8 as stored_rating, b.review_count,
             coalesce(round(avg(r.rating), 2), 0)::float8 as rating, count(r.id)::int as approved
      from public.businesses b
      left join public.reviews r on r.business_id = b.id and r.status = 'approved'
      group by b.id
      having b.user_rating <> coalesce(round(avg(r.rating), 2), 0) or b.review_count <> count(r.id)`);
    expect(mismatches).toEqual([]);
    const [row] = await getDb().query<{ unreviewed: number }>(
      `select count(*)::int as unreviewed from public.businesses where status = 'published' and review_count = 0 and user_rating = 0`,
    );
    expect(row?.unreviewed).toBeGreaterThanOrEqual(1);
  });

  it('offers a Featured plan among the active subscription plans', async () => {
    const plans = await getDb().query<{ name: string; price_monthly: number }>(
      'select name, price_monthly from public.subscription_plans where active order by sort_order',
    );
    expect(plans.length).toBe(3);
    expect(plans.some((p) => p.name.includes('Featured'))).toBe(true);
  });

  it('fills the admin queues: pending claims and pending businesses', async () => {
    const [row] = await getDb().query<{ claims: number; businesses: number }>(`
      select (select count(*)::int from public.business_claims where status = 'pending') as claims,
             (select count(*)::int from public.businesses where status = 'pending') as businesses`);
    expect(row?.claims).toBeGreaterThanOrEqual(4);
    expect(row?.businesses).toBe(5);
  });

  it('hands out new ids after the seeded ones', async () => {
    const [row] = await getDb().query<{ id: number }>(
      `insert into public.subscription_plans (name, price_monthly) values ('Seed test plan', 100) returning id`,
    );
    expect(row?.id).toBe(4);
    await getDb().query(`delete from public.subscription_plans where name = 'Seed test plan'`);
  });

  it('labels every category in SQL exactly as the catalog does', async () => {
    for (const { value } of CATEGORIES) {
      const [row] = await getDb().query<{ label: string }>('select public.category_label($1) as label', [value]);
      expect(row?.label).toBe(categoryLabel(value));
    }
  });
});
