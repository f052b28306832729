/**
 * The business detail page (/charlotte/listing/{slug}) and its review form, against the
 * production build: fields, badges, hours, JSON-LD, every button's target, 404s and reviews
 * are read from the server-rendered HTML (plain HTTP, parsed without running its scripts: the
 * page shows them without JavaScript); in Chromium, the Verified toggletip, the review form's
 * validation and submission, axe, and the JavaScript budget. The form's answer to a failing
 * API is in tests/components/review-form.test.tsx.
 * Businesses are picked from the seeded data through the public API, not hard-coded.
 */
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { categoryLabel, FILTER_NEIGHBORHOODS, SELF_DECLARED_TAGS } from '../../src/domain/catalog';
import type { Business, Neighborhood, Review } from '../../src/domain/types';
import { expectNoAxeViolations } from '../support/axe';
import { baseURL, useBrowser } from '../support/browser';
import { useOwnSite } from '../support/site';
import { api, toastWith } from '../support/site-api';
import { parseHtml } from '../support/html';

useOwnSite();
const browser = useBrowser();

async function allBusinesses(): Promise<Business[]> {
  const out: Business[] = [];
  for (let offset = 0; ; offset += 100) {
    const response = await api(`/api/businesses?limit=100&offset=${offset}`);
    expect(response.status).toBe(200);
    const page = (await response.json()) as { businesses: Business[]; total: number };
    out.push(...page.businesses);
    if (page.businesses.length === 0 || out.length >= page.total) return out;
  }
}

/** Staff's token, signed in once for the file (each sign-in hashes the password). */
let token: Promise<string> | undefined;
function adminToken(): Promise<string> {
  token ??= (async () => {
    const response = await api('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password' }),
    });
    expect(response.status, 'admin sign-in').toBe(200);
    return ((await response.json()) as { token: string }).token;
  })();
  return token;
}

/**
 * The page at `path` as the server sends it: status, headers and the parsed document.
 * `one(selector)` is the single element matching it (like a Playwright locator, it fails on
 * none or several); `texts` the text of every match.
 */
async function pageFacts(path: string) {
  const response = await api(path);
  const doc = parseHtml(await response.text());
  const one = (selector: string) => {
    const found = doc.querySelectorAll(selector);
    expect(found.length, `one ${selector}`).toBe(1);
    return found[0]!;
  };
  return {
    status: response.status,
    headers: response.headers,
    doc,
    one,
    text: (selector: string) => one(selector).textContent,
    attr: (selector: string, name: string) => one(selector).getAttribute(name),
    count: (selector: string) => doc.querySelectorAll(selector).length,
    texts: (selector: string) => [...doc.querySelectorAll(selector)].map((e) => e.textContent),
    jsonLd: () => JSON.parse(doc.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}'),
  };
}

/** The weekday it is in Charlotte, computed independently of the app's helper. */
const charlotteWeekday = () => new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', weekday: 'long' }).format(new Date());

const pick = (businesses: Business[], test: (b: Business) => boolean, what: string): Business => {
  const found = businesses.find(test);
  if (!found) throw new Error(`The seed has no business that is ${what}`);
  return found;
};

const listing = (b: Pick<Business, 'slug'>) => `/charlotte/listing/${b.slug}`;
/** The review form is a React island hydrated when visible: Astro drops `ssr` from its island once hydrated. */
const hydratedReviewForm = (page: Page) => page.locator('astro-island:not([ssr]) [data-review-form]').waitFor({ timeout: 20_000 });

let businesses: Business[] = [];
let neighborhoods: Neighborhood[] = [];
let featured: Business; // premium, verified, with reviews, hours, e-mail and website
let noReviews: Business;
let formTarget: Business; // another business without reviews: the review form tests post to it
let noEmail: Business;

beforeAll(async () => {
  businesses = await allBusinesses();
  neighborhoods = (await (await api('/api/neighborhoods')).json()) as Neighborhood[];
  featured = pick(
    businesses,
    (b) => b.isPremium && b.isVerified && b.reviewCount > 2 && !!b.businessHours && !!b.email && !!b.website && !!b.neighborhood && b.serviceTags.length > 0,
    'premium and verified with reviews, hours, e-mail, website and a self-declared tag',
  );
  noReviews = pick(businesses, (b) => b.reviewCount === 0, 'without reviews');
  formTarget = pick(businesses, (b) => b.reviewCount === 0 && b.id !== noReviews.id && b.isVerified, 'a second one without reviews, verified by staff');
  noEmail = pick(businesses, (b) => !b.email, 'without an e-mail address');
});

describe('business page: server-rendered details', () => {
  it('shows the title, meta description, category, rating, contact details and About', async () => {
    const page = await pageFacts(listing(featured));
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('public, max-age=60');
    expect(page.headers.get('netlify-cdn-cache-control')).toBe('public, durable, s-maxage=300, stale-while-revalidate=60');
    expect(page.headers.get('netlify-cache-tag')?.split(',')).toContain(`business-${featured.id}`);

    const hood =
      neighborhoods.find((n) => n.slug === featured.neighborhood)?.name ?? FILTER_NEIGHBORHOODS.find((n) => n.value === featured.neighborhood)?.label;
    expect(hood, 'the business has a neighborhood with a name').toBeTruthy();
    expect(page.doc.title).toBe(`${featured.businessName} - ${hood} - Charlotte, NC`);
    const description = page.attr('meta[name="description"]', 'content');
    expect(description && featured.shortDescription?.startsWith(description.replace(/…$/, ''))).toBe(true);

    expect(page.text('h1')).toBe(featured.businessName);
    expect(page.text('[data-category]')).toBe(categoryLabel(featured.category));
    expect(page.text('[data-rating-value]')).toBe(featured.userRating.toFixed(1));
    expect(page.text('[data-rating] [data-review-count]')).toBe(`(${featured.reviewCount} reviews)`);

    expect(page.text('[data-address]')).toContain(featured.address.replace(/,\s*Charlotte.*$/i, ''));
    expect(page.text('a[data-phone]')).toBe(featured.phone);
    expect(page.attr('a[data-phone]', 'href')).toBe(`tel:+1${featured.phone.replace(/\D/g, '').slice(-10)}`);
    expect(page.text('a[data-email]')).toBe(featured.email);
    expect(page.attr('a[data-email]', 'href')).toBe(`mailto:${featured.email}`);
    expect(page.attr('a[data-website]', 'href')).toBe(new URL(featured.website as string).href);
    expect(page.attr('a[data-website]', 'target')).toBe('_blank');
    expect(page.attr('a[data-website]', 'rel')).toBe('noopener noreferrer');

    expect(page.text('[data-about]')?.trim()).toBe((featured.longDescription || featured.shortDescription)?.trim());
  });

  it('shows FEATURED; Verified only where staff verified the business; "Licensed" only from a licence staff recorded', async () => {
    const page = await pageFacts(listing(featured));
    expect(page.text('[data-badges] [data-badge="featured"]')).toContain('FEATURED');
    expect(page.text('[data-badges] [data-badge="verified"] summary')).toContain('Verified');
    // A verified claim says who runs the listing, not that it holds a licence.
    expect(page.count('[data-badges] [data-badge="claimed"]')).toBe(featured.isClaimed ? 1 : 0);
    expect(page.count('[data-badges] [data-badge="licensed"]')).toBe(featured.credentials.some((c) => c.kind === 'licensed') ? 1 : 0);

    const bare = pick(businesses, (b) => !b.isPremium && !b.isVerified && b.credentials.length === 0, 'not verified, no credential recorded');
    const before = await pageFacts(listing(bare));
    expect(before.count('[data-badge="featured"]')).toBe(0);
    expect(before.count('[data-badge="verified"]'), 'isVerified: false never shows Verified').toBe(0);
    expect(before.count('[data-badge="licensed"]')).toBe(0);
    const recorded = await api(`/api/admin/businesses/${bare.id}/credentials`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await adminToken()}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        kind: 'licensed',
        licenceNumber: 'NC-HHG-1234',
        issuingAuthority: 'North Carolina Utilities Commission',
        expiresOn: '2030-06-30',
      }),
    });
    expect(recorded.status).toBe(201);
    await expect
      .poll(async () => (await pageFacts(`${listing(bare)}?licence=1`)).doc.querySelector('[data-badge="licensed"]')?.getAttribute('title'))
      .toBe('Licence NC-HHG-1234, issued by North Carolina Utilities Commission, valid until June 30, 2030');
  });

  it("lists the hours Monday first, highlights today's row (Charlotte time) and shows Closed days", async () => {
    const withClosed = pick(businesses, (b) => !!b.businessHours && Object.values(b.businessHours).includes('Closed'), 'with a closed day');
    const page = await pageFacts(listing(withClosed));
    expect(page.count('[data-hours] tbody tr')).toBe(7);
    expect(page.texts('[data-hours] tbody tr th').map((s) => s?.replace('Today', '').trim())).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(page.attr('[data-hours] tr[data-today]', 'data-day')).toBe(charlotteWeekday());
    expect(page.attr('[data-hours] tr[data-today]', 'aria-current')).toBe('date');
    for (const [day, hours] of Object.entries(withClosed.businessHours ?? {})) {
      expect(page.text(`[data-hours] tr[data-day="${day}"] td`)).toBe(hours);
    }
  });

  it("lists this business's own offerings under Services Offered, and its service tags as badges", async () => {
    const page = await pageFacts(listing(featured));
    const items = page.texts('[data-services] li').map((t) => t?.trim());
    const offerings = Object.entries(featured.details?.Offerings ?? {})
      .filter(([, on]) => on)
      .map(([name]) => name);
    expect(items.sort()).toEqual([...offerings].sort());
    const tagLabels = SELF_DECLARED_TAGS.filter((t) => featured.serviceTags.includes(t.value)).map((t) => t.label);
    expect(tagLabels.length).toBeGreaterThan(0);
    for (const label of tagLabels) expect(items, 'a tag is a badge, not a service').not.toContain(label);
    expect(page.texts('[data-tag-badge]').map((t) => t?.trim())).toEqual(tagLabels);
    expect(items).not.toContain('Piano Moving');

    const withoutOfferings = businesses.find((b) => !Object.values(b.details?.Offerings ?? {}).some(Boolean) && b.serviceTags.length > 0);
    if (withoutOfferings) {
      const other = await pageFacts(listing(withoutOfferings));
      expect(other.count('[data-services]'), 'no Services Offered without services').toBe(0);
      expect(other.count('[data-tag-badge]')).toBe(withoutOfferings.serviceTags.length);
    }
  });

  it('gives a business outside Charlotte its own town: header, contact card, map links and JSON-LD, never doubled', async () => {
    const suburb = pick(businesses, (b) => /, (Matthews|Cornelius|Mint Hill), NC \d{5}$/.test(b.address), 'in Matthews, Cornelius or Mint Hill');
    const town = /, ([^,]+), NC \d{5}$/.exec(suburb.address)![1]!;
    const page = await pageFacts(listing(suburb));
    for (const selector of ['[data-header-address]', '[data-address]']) {
      const text = page.doc.querySelector(selector)?.textContent?.trim();
      expect(text, selector).toBe(suburb.address);
      expect(text).not.toContain('Charlotte');
    }
    expect(page.text('[data-town]')).toBe(`${town}, NC`);
    const directions = new URL(page.attr('[data-action="get-directions"]', 'href')!);
    expect(directions.searchParams.get('query')).toBe(suburb.address);
    const ld = page.jsonLd();
    expect(ld.address).toMatchObject({ addressLocality: town, addressRegion: 'NC', postalCode: suburb.zipCode });
    expect(ld.address.streetAddress).toBe(suburb.address.split(`, ${town},`)[0]);
  });

  it('publishes schema.org LocalBusiness JSON-LD that parses', async () => {
    const ld = (await pageFacts(listing(featured))).jsonLd() as {
      '@context': string;
      '@type': string;
      name: string;
      telephone: string;
      address: { streetAddress: string };
      aggregateRating: unknown;
      openingHoursSpecification: unknown[];
    };
    expect(ld['@context']).toBe('https://schema.org');
    expect(ld['@type']).toBe('LocalBusiness');
    expect(ld.name).toBe(featured.businessName);
    expect(ld.telephone).toBe(featured.phone);
    const town = /, ([^,]+), NC \d{5}$/.exec(featured.address)?.[1] ?? 'Charlotte';
    expect(ld.address).toMatchObject({ '@type': 'PostalAddress', addressLocality: town, addressRegion: 'NC', postalCode: featured.zipCode });
    expect(featured.address).toContain(ld.address.streetAddress);
    expect(ld.aggregateRating).toMatchObject({
      '@type': 'AggregateRating',
      ratingValue: Number(featured.userRating.toFixed(1)),
      reviewCount: featured.reviewCount,
    });
    expect(ld.openingHoursSpecification.length).toBeGreaterThan(0);

    const none = (await pageFacts(listing(noReviews))).jsonLd();
    expect(none.name).toBe(noReviews.businessName);
    expect(none).not.toHaveProperty('aggregateRating');
  });

  it('gives every button a working target: tel, map search, prefilled e-mail', async () => {
    const page = await pageFacts(listing(featured));
    const href = (action: string) => page.attr(`[data-action="${action}"]`, 'href');
    const tel = `tel:+1${featured.phone.replace(/\D/g, '').slice(-10)}`;
    expect(href('call-now')).toBe(tel);
    expect(href('quick-call')).toBe(tel);

    for (const action of ['get-directions', 'open-in-maps', 'quick-directions']) {
      const url = new URL(href(action) as string);
      expect(url.origin + url.pathname).toBe('https://www.google.com/maps/search/');
      expect(url.searchParams.get('query')).toContain(featured.address.replace(/,\s*Charlotte.*$/i, ''));
      expect(page.attr(`[data-action="${action}"]`, 'target')).toBe('_blank');
      expect(page.attr(`[data-action="${action}"]`, 'rel')).toBe('noopener noreferrer');
    }
    for (const [action, subject] of [
      ['get-quote', 'Quote request via Charlotte Directory'],
      ['quick-quote', 'Quote request via Charlotte Directory'],
      ['quick-book', 'Booking request via Charlotte Directory'],
    ]) {
      const url = new URL(href(action as string) as string);
      expect(url.protocol).toBe('mailto:');
      expect(url.pathname).toBe(featured.email);
      expect(url.searchParams.get('subject')).toBe(subject);
      expect(url.searchParams.get('body')).toContain(featured.businessName);
    }
    // No button without a target.
    expect(page.count('main a:not([href]), main a[href="#"], main a[href=""]')).toBe(0);
  });

  it('leaves the quote and booking buttons out when the business has no e-mail', async () => {
    const page = await pageFacts(listing(noEmail));
    expect(page.count('[data-action="get-quote"], [data-action="quick-quote"], [data-action="quick-book"]')).toBe(0);
    expect(page.attr('[data-action="call-now"]', 'href')).toMatch(/^tel:\+1\d{10}$/);
    expect(page.count('[data-action="get-directions"]')).toBe(1);
  });

  it('answers 404 with Business Not Found for an unknown slug and for an unpublished business', async () => {
    const page = await pageFacts('/charlotte/listing/no-such-business-anywhere');
    expect(page.status).toBe(404);
    expect(page.text('h1')).toBe('Business Not Found');
    const home = [...page.doc.querySelectorAll('a')].filter((a) => a.textContent.trim() === 'Return Home');
    expect(home.length).toBe(1);
    expect(home[0]!.getAttribute('href')).toBe('/');

    const pending = await api('/api/businesses?approved=false&limit=1', { headers: { authorization: `Bearer ${await adminToken()}` } });
    expect(pending.status).toBe(200);
    const [unpublished] = ((await pending.json()) as { businesses: Business[] }).businesses;
    expect(unpublished, 'the seed has an unpublished business').toBeTruthy();
    const hidden = await pageFacts(listing(unpublished as Business));
    expect(hidden.status).toBe(404);
    expect(hidden.text('h1')).toBe('Business Not Found');
  });
});

describe('business page: a business added after the build', () => {
  it('opens as soon as it is published (rendered on demand), and is a 404 before', async () => {
    const name = `Fresh After Build Movers ${Math.random().toString(36).slice(2, 8)}`;
    const created = await api('/api/businesses', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        businessName: name,
        category: 'movers-packers',
        address: '701 N Tryon St',
        zipCode: '28202',
        phone: '704-555-0177',
        email: 'hello@fresh-movers.example',
        shortDescription: 'Apartment moves in Uptown.',
        longDescription: 'Apartment moves in Uptown, with elevator bookings handled for you.',
        businessHours: { Monday: '8:00 AM - 5:00 PM', Sunday: 'Closed' },
        serviceTags: ['same-day'],
      }),
    });
    expect(created.status).toBe(201);
    const { id, slug } = (await created.json()) as { id: number; slug: string };

    expect((await pageFacts(listing({ slug }))).status).toBe(404);

    const published = await api(`/api/businesses/${id}/publish`, {
      method: 'PUT',
      // Same-origin, as the admin dashboard sends it (Astro refuses cross-site PUTs).
      headers: { authorization: `Bearer ${await adminToken()}`, origin: new URL(baseURL()).origin },
    });
    expect(published.status).toBe(200);

    const headers = { authorization: `Bearer ${await adminToken()}` };
    const listingViews = async () =>
      ((await (await api('/api/admin/analytics', { headers })).json()) as { totals: { listingViews: number } }).totals.listingViews;
    const viewsBefore = await listingViews();

    const page = await pageFacts(listing({ slug }));
    expect(page.status).toBe(200);
    expect(await listingViews(), 'the view is counted for the admin analytics').toBeGreaterThan(viewsBefore);
    expect(page.text('h1')).toBe(name);
    expect(page.doc.title).toBe(`${name} - Charlotte, NC`);
    expect(page.text('[data-about]')?.trim()).toBe('Apartment moves in Uptown, with elevator bookings handled for you.');
    expect(page.text('[data-hours] tr[data-day="Monday"] td')).toBe('8:00 AM - 5:00 PM');
    expect(page.text('[data-hours] tr[data-day="Tuesday"] td')).toBe('Not listed');
    expect(page.text('[data-reviews-empty]')).toBe('No reviews yet. Be the first to write a review!');
    const ld = page.jsonLd() as Record<string, unknown>;
    expect(ld.name).toBe(name);
    expect(ld).not.toHaveProperty('aggregateRating');
  });
});

describe('business page: reviews', () => {
  it('lists the approved reviews, newest first, with avatar initial, name or Anonymous, date, stars and text', async () => {
    const reviews = (await (await api(`/api/businesses/${featured.id}/reviews`)).json()) as Review[];
    expect(reviews.length).toBeGreaterThan(0);
    const page = await pageFacts(listing(featured));
    expect(page.count('[data-review]')).toBe(reviews.length);
    const first = page.doc.querySelector('[data-review]')!;
    const within = (selector: string) => {
      const found = first.querySelectorAll(selector);
      expect(found.length, `one ${selector} in the first review`).toBe(1);
      return found[0]!;
    };
    const review = reviews[0] as Review;
    const name = review.reviewerName?.trim() || 'Anonymous';
    expect(within('[data-review-name]').textContent).toBe(name);
    expect(first.querySelector('[aria-hidden="true"]')?.textContent?.trim()).toBe(name[0]?.toUpperCase());
    const date = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', month: 'long', day: 'numeric', year: 'numeric' }).format(
      new Date(review.createdAt),
    );
    expect(within('[data-review-date]').textContent).toBe(date);
    expect(within('[role="img"]').getAttribute('aria-label')).toBe(`${review.rating} out of 5 stars`);
    if (review.reviewText) expect(within('[data-review-text]').textContent).toBe(review.reviewText);
  });

  it('says there are no reviews yet on a business without any', async () => {
    const page = await pageFacts(listing(noReviews));
    expect(page.text('[data-reviews-empty]')).toBe('No reviews yet. Be the first to write a review!');
    expect(page.count('[data-review]')).toBe(0);
  });
});

describe('business page: review form', () => {
  /** Scrolls to the review form, waits for it to hydrate and opens it. */
  async function openForm(page: Page) {
    const toggle = page.getByRole('button', { name: 'Write Review' });
    await toggle.scrollIntoViewIfNeeded();
    await hydratedReviewForm(page);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('#review-form-panel').isVisible()).toBe(false);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('#review-form-panel').isVisible()).toBe(true);
  }
  const submit = (page: Page) => page.getByRole('button', { name: 'Submit Review' });
  /** Clicks the n-th star, as a mouse user does (the radio itself is visually hidden). */
  const chooseStars = (page: Page, n: number) => page.locator(`label[for="review-rating-${n}"]`).click();

  /** Gzipped bytes of every script file the page has loaded so far, each counted once. */
  function loadedScripts(page: Page) {
    const files = new Map<string, number>();
    const reading: Array<Promise<void>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      reading.push(
        response.body().then(
          (body) => void files.set(new URL(response.url()).pathname, gzipSync(body).length),
          () => {},
        ),
      );
    });
    return {
      files,
      bytes: async () => {
        await Promise.all(reading);
        return [...files.values()].reduce((a, b) => a + b, 0);
      },
    };
  }
  /** Gzipped bytes of the page's inline scripts (the island loader among them). */
  const inlineBytes = (html: string) =>
    [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)]
      .map((m) => gzipSync(m[1] ?? '').length)
      .reduce((a, b) => a + b, 0);

  it(
    'loads at most 15 KB of gzipped JavaScript before the reviews are scrolled to, React when they are, zod only when the form opens; ' +
      'the open form has no axe violations while showing messages, says when the e-mail address is not valid, ' +
      'keeps submit disabled until a star is chosen (the star picker works by keyboard), counts characters live and refuses more than 300',
    async () => {
      const page = await browser.newPage();
      // JavaScript budget
      const scripts = loadedScripts(page);
      const response = await page.goto(listing(featured), { waitUntil: 'networkidle' });
      const inline = inlineBytes((await response?.text()) ?? '');
      const before = inline + (await scripts.bytes());
      expect(before, `${(before / 1024).toFixed(1)} KB gzipped before scrolling`).toBeLessThanOrEqual(15 * 1024);
      expect(await page.locator('astro-island[ssr] [data-review-form]').count(), 'the form waits until it is visible').toBe(1);

      const toggle = page.getByRole('button', { name: 'Write Review' });
      await toggle.scrollIntoViewIfNeeded();
      await hydratedReviewForm(page);
      await page.waitForLoadState('networkidle');
      const scrolled = inline + (await scripts.bytes());
      expect(scrolled, `${(scrolled / 1024).toFixed(1)} KB gzipped once scrolled`).toBeLessThanOrEqual(80 * 1024);
      const hydratedFiles = new Set(scripts.files.keys());

      await openForm(page);
      const group = page.getByRole('radiogroup', { name: 'Rating' });
      expect(await group.getByRole('radio').count()).toBe(5);
      for (const [i, name] of ['1 star', '2 stars', '3 stars', '4 stars', '5 stars'].entries()) {
        expect(await group.getByRole('radio', { name, exact: true }).getAttribute('value')).toBe(String(i + 1));
      }
      expect(await submit(page).isDisabled()).toBe(true);
      expect(await page.locator('#review-rating-message').textContent()).toBe('Please select a rating');
      // Opening the form puts focus on the first star.
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe('1');

      // The e-mail check: its schema (zod) loads when the form opens, so the message may follow the blur by a moment.
      const email = page.getByLabel('Email');
      await email.fill('not-an-email');
      await email.blur();
      await expect.poll(() => page.locator('#review-email-message').textContent(), { timeout: 20_000 }).toBe('Please enter a valid email address');
      expect(await email.getAttribute('aria-invalid')).toBe('true');
      const opened = inline + (await scripts.bytes());
      expect([...scripts.files.keys()].filter((file) => !hydratedFiles.has(file)).length, 'the schema loads when the form opens').toBeGreaterThan(0);
      // The review form's validation (the API's zod schema) arrives when the form is opened.
      expect(opened, `${(opened / 1024).toFixed(1)} KB gzipped with the form open`).toBeLessThanOrEqual(110 * 1024);
      console.log(
        `business page JS (gzipped): ${(before / 1024).toFixed(1)} KB before scrolling, ${(scrolled / 1024).toFixed(1)} KB once the reviews are in view, ${(opened / 1024).toFixed(1)} KB with the form open`,
      );

      // The form open, showing the rating and e-mail messages.
      await expectNoAxeViolations(page);

      await email.fill('dana@example.com');
      await expect.poll(() => page.locator('#review-email-message').textContent()).toBe('');
      expect(await email.getAttribute('aria-invalid')).toBeNull();

      // Back on the first star, the arrows move the choice.
      await group.getByRole('radio', { name: '1 star', exact: true }).focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      expect(await group.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
      expect(await submit(page).isEnabled()).toBe(true);
      expect(await page.locator('#review-rating-message').textContent()).toBe('');
      expect(await page.locator('label[for="review-rating-4"][data-on]').count()).toBe(1);
      expect(await page.locator('label[for="review-rating-5"][data-on]').count()).toBe(0);
      await page.keyboard.press('ArrowLeft');
      expect(await group.getByRole('radio', { name: '3 stars' }).isChecked()).toBe(true);

      // The character counter.
      const counter = page.locator('#review-text-counter');
      expect(await counter.textContent()).toContain('0/300');
      const text = page.getByLabel('Your review (optional)');
      await text.pressSequentially('Great');
      expect(await counter.textContent()).toContain('5/300');
      await text.fill('x'.repeat(301));
      expect(await counter.textContent()).toContain('301/300');
      expect(await page.locator('#review-text-message').textContent()).toBe('Review must be 300 characters or less');
      expect(await text.getAttribute('aria-invalid')).toBe('true');

      await chooseStars(page, 5);
      let posted = false;
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().includes('/reviews')) posted = true;
      });
      await submit(page).click();
      expect(posted).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('review-text');

      await text.fill('x'.repeat(300));
      expect(await counter.textContent()).toContain('300/300');
      expect(await page.locator('#review-text-message').textContent()).toBe('');
    },
  );

  it('a tap on Write Review before the form has hydrated opens it; the star and e-mail chosen then are sent once it has', async () => {
    const page = await browser.newPage();
    // The island's code is held back until the form has been opened and filled in: a slow phone.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let requested = false;
    await page.route(/\/_astro\/ReviewForm\.[^/]*\.js$/, async (route) => {
      requested = true;
      await held;
      await route.continue();
    });
    await page.goto(listing(formTarget));
    const toggle = page.getByRole('button', { name: 'Write Review' });
    await toggle.scrollIntoViewIfNeeded();
    await expect.poll(() => requested, { timeout: 20_000 }).toBe(true);
    expect(await page.locator('astro-island[ssr] [data-review-form]').count(), 'not hydrated yet').toBe(1);

    await toggle.click();
    expect(await page.locator('#review-form-panel').isVisible()).toBe(true);
    await chooseStars(page, 5);
    await page.getByLabel('Email').fill('early.tap@example.com');
    await page.getByLabel('Your review (optional)').fill('Opened before the page was ready.');
    expect(await submit(page).isDisabled(), 'nothing is sent before hydration').toBe(true);

    release();
    await hydratedReviewForm(page);
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('#review-form-panel').isVisible()).toBe(true);
    expect(await page.locator('#review-text-counter').textContent()).toContain('33/300');
    const [request, response] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(`/api/businesses/${formTarget.id}/reviews`)),
      page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith(`/api/businesses/${formTarget.id}/reviews`)),
      submit(page).click(),
    ]);
    expect(request.postDataJSON()).toMatchObject({ rating: 5, reviewerEmail: 'early.tap@example.com', reviewText: 'Opened before the page was ready.' });
    expect(response.status()).toBe(201);
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('#review-form-panel').isVisible()).toBe(false);
  });

  it(
    'explains Verified (checked by staff) to mouse, keyboard and screen reader users; no axe violations on a page without reviews nor on the 404 page; ' +
      'submits a review: toast, and the form resets and closes; the page shows no pending review',
    async () => {
      const page = await browser.newPage();
      await page.goto(listing(formTarget));
      await expectNoAxeViolations(page);

      // A listing staff verified has the Verified badge.
      const summary = page.locator('[data-badge="verified"] summary');
      const tip = page.locator('[data-verified-tip]');
      expect(await summary.getAttribute('title')).toMatch(/staff verified this business/);
      expect(await tip.isVisible()).toBe(false);
      await summary.focus();
      await page.keyboard.press('Enter');
      expect(await tip.isVisible()).toBe(true);
      expect(await tip.textContent()).toContain('Charlotte Directory staff verified this business');
      await page.keyboard.press('Enter');
      expect(await tip.isVisible()).toBe(false);
      await summary.click();
      expect(await tip.isVisible()).toBe(true);

      await openForm(page);
      await chooseStars(page, 4);
      await page.getByLabel('Email').fill('reviewer.e2e@example.com');
      await page.getByLabel('Name (optional)').fill('E2E Reviewer');
      await page.getByLabel('Your review (optional)').fill('Helpful and on time.');
      const [request, response] = await Promise.all([
        page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(`/api/businesses/${formTarget.id}/reviews`)),
        page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith(`/api/businesses/${formTarget.id}/reviews`)),
        submit(page).click(),
      ]);
      expect(request.postDataJSON()).toEqual({
        rating: 4,
        reviewerEmail: 'reviewer.e2e@example.com',
        reviewerName: 'E2E Reviewer',
        reviewText: 'Helpful and on time.',
        // the page's language, stored with the review for the confirmation e-mail
        locale: 'en',
        // made once per filled-in review and sent again on a retry, so a retry is never a duplicate
        submissionKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,100}$/),
      });
      expect(response.status()).toBe(201);
      const toast = await toastWith(page, 'Review Submitted', { timeout: 5000 });
      expect(toast).toContain('Thank you for your review! It will be published after verification.');

      const toggle = page.getByRole('button', { name: 'Write Review' });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await page.locator('#review-form-panel').isVisible()).toBe(false);
      await toggle.click();
      expect(await page.getByLabel('Email').inputValue()).toBe('');
      expect(await page.getByLabel('Name (optional)').inputValue()).toBe('');
      expect(await page.getByLabel('Your review (optional)').inputValue()).toBe('');
      expect(await page.locator('input[name="rating"]:checked').count()).toBe(0);
      expect(await submit(page).isDisabled()).toBe(true);
      expect(await page.locator('#review-text-counter').textContent()).toContain('0/300');
      // Pending reviews are not shown until verified.
      expect((await pageFacts(listing(formTarget))).count('[data-reviews-empty]')).toBe(1);

      await page.goto('/charlotte/listing/no-such-business-anywhere');
      await expectNoAxeViolations(page);
    },
  );
});
