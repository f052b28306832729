import { describe, expect, it } from 'vitest';
import {
  MAIL_SUBJECTS,
  businessJsonLd,
  businessLinks,
  businessMetaDescription,
  businessPageTitle,
  filledStars,
  formatRating,
  formatReviewDate,
  addressParts,
  fullAddress,
  hoursRows,
  isoDateInCharlotte,
  mailtoHref,
  mapSearchUrl,
  openingHoursSpecification,
  parseHoursRange,
  requestMailtoHref,
  reviewCountText,
  reviewerDisplayName,
  reviewerInitial,
  servicesOffered,
  serviceTagBadges,
  shortAddress,
  townLine,
  telHref,
  truncate,
  websiteHref,
  websiteLabel,
  weekdayInCharlotte,
} from './business-display';
import { neighborhoodLabel } from './neighborhood-label';
import type { Business } from './types';

const business = (overrides: Partial<Business> = {}): Business => ({
  id: 7,
  slug: 'queen-city-movers',
  businessName: 'Queen City Movers',
  category: 'movers-packers',
  address: '1200 South Blvd',
  zipCode: '28203',
  phone: '(704) 555-0142',
  email: 'hello@queencitymovers.example',
  website: 'https://queencitymovers.example/',
  shortDescription: 'Local and long-distance moves.',
  longDescription: 'Family-run movers serving South End since 2009.',
  websiteSummary: null,
  businessHours: {
    Monday: '8:00 AM - 6:00 PM',
    Tuesday: '8:00 AM - 6:00 PM',
    Wednesday: '8:00 AM - 6:00 PM',
    Thursday: '8:00 AM - 6:00 PM',
    Friday: '8:00 AM - 5:30 PM',
    Saturday: '9:00 AM - 1:00 PM',
    Sunday: 'Closed',
  },
  serviceTags: ['free-quote', 'same-day'],
  languages: [],
  neighborhood: 'south-end',
  isPremium: true,
  isVerified: true,
  isClaimed: true,
  credentials: [],
  quoteReachable: true,
  userRating: 4.666,
  reviewCount: 3,
  details: { Highlights: { 'Family-owned': true }, Offerings: { 'Packing services': true, 'Piano moving': true, Crating: false } },
  latitude: 35.2112,
  longitude: -80.8591,
  locationApproximate: false,
  status: 'published',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

describe('titles and names', () => {
  it('builds the page title from name, neighborhood and Charlotte, NC', () => {
    expect(businessPageTitle('Queen City Movers', 'South End')).toBe('Queen City Movers - South End - Charlotte, NC');
    expect(businessPageTitle('Queen City Movers')).toBe('Queen City Movers - Charlotte, NC');
  });

  it('labels neighborhoods from the filter list, a name map, or the slug in words', () => {
    expect(neighborhoodLabel('noda')).toBe('NoDa');
    expect(neighborhoodLabel('myers-park')).toBe('Myers Park');
    expect(neighborhoodLabel('myers-park', { 'myers-park': 'Myers Park (Historic)' })).toBe('Myers Park (Historic)');
    expect(neighborhoodLabel(null)).toBeUndefined();
  });

  it('never takes an Object prototype member for a neighborhood name', () => {
    expect(neighborhoodLabel('constructor', { noda: 'NoDa' })).toBe('Constructor');
    expect(neighborhoodLabel('__proto__', { noda: 'NoDa' })).toBe('__proto__');
    expect(neighborhoodLabel('toString', {})).toBe('ToString');
  });

  it('uses the short description as meta description, else a sentence of facts', () => {
    expect(businessMetaDescription(business(), 'Movers & Packers', 'South End')).toBe('Local and long-distance moves.');
    expect(businessMetaDescription(business({ shortDescription: null, longDescription: null }), 'Movers & Packers', 'South End')).toBe(
      'Queen City Movers: Movers & Packers in South End, Charlotte, NC. Hours, contact details and reviews on Charlotte Directory.',
    );
    const long = 'word '.repeat(60);
    const description = businessMetaDescription(business({ shortDescription: long }), 'Movers & Packers');
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('…')).toBe(true);
  });

  it('truncates at a word boundary', () => {
    expect(truncate('short', 10)).toBe('short');
    expect(truncate('one two three four', 10)).toBe('one two…');
  });
});

describe('rating and reviews', () => {
  it('shows the rating to one decimal and whole stars from the floor', () => {
    expect(formatRating(4.666)).toBe('4.7');
    expect(formatRating(0)).toBe('0.0');
    expect(formatRating(Number.NaN)).toBe('0.0');
    expect(filledStars(4.9)).toBe(4);
    expect(filledStars(5)).toBe(5);
    expect(filledStars(-1)).toBe(0);
    expect(filledStars(7)).toBe(5);
  });

  it('counts reviews in words', () => {
    expect(reviewCountText(1)).toBe('1 review');
    expect(reviewCountText(0)).toBe('0 reviews');
    expect(reviewCountText(12)).toBe('12 reviews');
  });

  it("names reviewers or calls them 'Anonymous', with an initial for the avatar", () => {
    expect(reviewerDisplayName('Dana R.')).toBe('Dana R.');
    expect(reviewerDisplayName('  ')).toBe('Anonymous');
    expect(reviewerDisplayName(null)).toBe('Anonymous');
    expect(reviewerInitial('dana')).toBe('D');
    expect(reviewerInitial(null)).toBe('A');
    expect(reviewerInitial('Émile')).toBe('É');
  });

  it("formats review dates like 'March 3, 2025' in Charlotte's time zone", () => {
    expect(formatReviewDate('2025-03-03T15:00:00.000Z')).toBe('March 3, 2025');
    // 02:00 UTC on March 4 is still the evening of March 3 in Charlotte.
    expect(formatReviewDate('2025-03-04T02:00:00.000Z')).toBe('March 3, 2025');
    expect(isoDateInCharlotte('2025-03-04T02:00:00.000Z')).toBe('2025-03-03');
    expect(formatReviewDate('not a date')).toBe('');
  });
});

describe('hours', () => {
  it("finds today's weekday in Charlotte, not in UTC", () => {
    // Tuesday 2025-03-04 03:00 UTC is Monday 22:00 in Charlotte.
    expect(weekdayInCharlotte(new Date('2025-03-04T03:00:00Z'))).toBe('Monday');
    expect(weekdayInCharlotte(new Date('2025-03-04T15:00:00Z'))).toBe('Tuesday');
  });

  it('lists the seven days Monday first, marks today, closed days and unlisted days', () => {
    const rows = hoursRows(business().businessHours, new Date('2025-03-09T16:00:00Z')); // a Sunday
    expect(rows.map((r) => r.day)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(rows.filter((r) => r.today).map((r) => r.day)).toEqual(['Sunday']);
    expect(rows[6]).toEqual({ day: 'Sunday', hours: 'Closed', closed: true, today: true });
    expect(rows[0]).toEqual({ day: 'Monday', hours: '8:00 AM - 6:00 PM', closed: false, today: false });

    const partial = hoursRows({ Monday: '9:00 AM - 5:00 PM' }, new Date('2025-03-10T16:00:00Z'));
    expect(partial[0]).toMatchObject({ day: 'Monday', today: true, hours: '9:00 AM - 5:00 PM' });
    expect(partial[1]).toMatchObject({ day: 'Tuesday', hours: 'Not listed', closed: false });
  });

  it('has no rows when the business lists no hours', () => {
    expect(hoursRows(null)).toEqual([]);
    expect(hoursRows({})).toEqual([]);
    expect(hoursRows({ Monday: '  ' })).toEqual([]);
  });

  it('reads hours texts into schema.org opening times', () => {
    expect(parseHoursRange('8:00 AM - 6:00 PM')).toEqual({ opens: '08:00', closes: '18:00' });
    expect(parseHoursRange('9am–5:30pm')).toEqual({ opens: '09:00', closes: '17:30' });
    expect(parseHoursRange('12:00 PM to 12:00 AM')).toEqual({ opens: '12:00', closes: '00:00' });
    expect(parseHoursRange('07:30 - 19:00')).toEqual({ opens: '07:30', closes: '19:00' });
    expect(parseHoursRange('Open 24 Hours')).toEqual({ opens: '00:00', closes: '23:59' });
    expect(parseHoursRange('24 hours')).toEqual({ opens: '00:00', closes: '23:59' });
    expect(parseHoursRange('Closed')).toBeUndefined();
    expect(parseHoursRange('By appointment')).toBeUndefined();
    expect(parseHoursRange('13:00 PM - 5 PM')).toBeUndefined();
  });

  it('leaves closed and unreadable days out of openingHoursSpecification', () => {
    const specs = openingHoursSpecification({ Monday: '8:00 AM - 6:00 PM', Tuesday: 'Closed', Wednesday: 'By appointment' });
    expect(specs).toEqual([{ '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '08:00', closes: '18:00' }]);
    expect(openingHoursSpecification(null)).toEqual([]);
  });
});

describe('contact links', () => {
  it('makes tel: links', () => {
    expect(telHref('(704) 555-0142')).toBe('tel:+17045550142');
    expect(telHref('1-704-555-0142')).toBe('tel:+17045550142');
    expect(telHref('+44 20 7946 0958')).toBe('tel:+442079460958');
    expect(telHref('')).toBeUndefined();
    expect(telHref('call us')).toBeUndefined();
  });

  it('searches maps by the full address, else by name', () => {
    expect(fullAddress(business())).toBe('1200 South Blvd, Charlotte, NC 28203');
    expect(fullAddress(business({ address: '1200 South Blvd, Charlotte, NC 28203' }))).toBe('1200 South Blvd, Charlotte, NC 28203');
    expect(mapSearchUrl(business())).toBe('https://www.google.com/maps/search/?api=1&query=1200%20South%20Blvd%2C%20Charlotte%2C%20NC%2028203');
    expect(mapSearchUrl(business({ address: ' ' }))).toBe('https://www.google.com/maps/search/?api=1&query=Queen%20City%20Movers%2C%20Charlotte%2C%20NC');
  });

  it('keeps the town an address names: no doubled or wrong city', () => {
    const matthews = business({ address: '285 N Trade St, Matthews, NC 28105', zipCode: '28105' });
    expect(addressParts(matthews)).toEqual({ street: '285 N Trade St', locality: 'Matthews', region: 'NC', postalCode: '28105' });
    expect(fullAddress(matthews)).toBe('285 N Trade St, Matthews, NC 28105');
    expect(shortAddress(matthews)).toBe('285 N Trade St, Matthews');
    expect(townLine(matthews)).toBe('Matthews, NC');
    expect(mapSearchUrl(matthews)).toBe('https://www.google.com/maps/search/?api=1&query=285%20N%20Trade%20St%2C%20Matthews%2C%20NC%2028105');
    const cornelius = business({ address: '19376 Jetton Rd, Suite 400, Cornelius, NC 28031', zipCode: '28031' });
    expect(fullAddress(cornelius)).toBe('19376 Jetton Rd, Suite 400, Cornelius, NC 28031');
    expect(shortAddress(cornelius)).toBe('19376 Jetton Rd, Suite 400, Cornelius');
    expect(fullAddress(business({ address: '7100 Matthews-Mint Hill Rd, Mint Hill, NC', zipCode: '28227' }))).toBe(
      '7100 Matthews-Mint Hill Rd, Mint Hill, NC 28227',
    );
    // Charlotte addresses, with or without the city, and street-only ones.
    expect(shortAddress(business())).toBe('1200 South Blvd');
    expect(shortAddress(business({ address: '1200 South Blvd, Charlotte, NC 28203' }))).toBe('1200 South Blvd');
    expect(fullAddress(business({ address: '1200 South Blvd, Charlotte NC 28203' }))).toBe('1200 South Blvd, Charlotte, NC 28203');
    expect(fullAddress(business({ address: '1200 South Blvd, NC 28203' }))).toBe('1200 South Blvd, Charlotte, NC 28203');
    expect(townLine(business())).toBe('Charlotte, NC');
    for (const address of ['285 N Trade St, Matthews, NC 28105', '1200 South Blvd, Charlotte, NC 28203', '1200 South Blvd']) {
      expect(fullAddress(business({ address })).match(/, NC\b/g)).toHaveLength(1);
    }
  });

  it('makes mailto links only for usable addresses', () => {
    expect(mailtoHref('hello@queencitymovers.example')).toBe('mailto:hello@queencitymovers.example');
    expect(mailtoHref(null)).toBeUndefined();
    expect(mailtoHref('not-an-email')).toBeUndefined();
    expect(mailtoHref('a@b.example?bcc=x@y.example')).toBeUndefined();
  });

  it('prefills quote and booking e-mails to the business', () => {
    const href = requestMailtoHref(business(), 'quote');
    expect(href).toBeDefined();
    const url = new URL(href as string);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('hello@queencitymovers.example');
    expect(url.searchParams.get('subject')).toBe('Quote request via Charlotte Directory');
    expect(url.searchParams.get('body')).toContain('Hello Queen City Movers,');
    expect(href).not.toContain('+');
    expect(new URL(requestMailtoHref(business(), 'booking') as string).searchParams.get('subject')).toBe(MAIL_SUBJECTS.booking);
    expect(requestMailtoHref(business({ email: null }), 'quote')).toBeUndefined();
  });

  it('links websites over http(s) only and shows them without the scheme', () => {
    expect(websiteHref('queencitymovers.example')).toBe('https://queencitymovers.example/');
    expect(websiteHref('http://example.com/a')).toBe('http://example.com/a');
    expect(websiteHref('javascript:alert(1)')).toBeUndefined();
    expect(websiteHref('')).toBeUndefined();
    expect(websiteLabel('https://www.queencitymovers.example/')).toBe('queencitymovers.example');
  });
});

describe('page actions', () => {
  it('gives every button a working link, and none for quote and booking without an e-mail', () => {
    const links = businessLinks(business());
    expect(links.tel).toBe('tel:+17045550142');
    expect(links.directions).toContain('https://www.google.com/maps/search/');
    expect(links.quote).toBe(`/quotes/new?category=movers-packers&ids=${business().id}`);
    expect(links.booking).toMatch(/^mailto:hello@queencitymovers\.example\?subject=Booking%20request/);
    expect(links.website).toBe('https://queencitymovers.example/');
    expect(links.email).toBe('mailto:hello@queencitymovers.example');

    const noEmail = businessLinks(business({ email: null, website: null, isClaimed: false, quoteReachable: false }));
    expect(noEmail.quote).toBeUndefined();
    expect(noEmail.booking).toBeUndefined();
    expect(noEmail.email).toBeUndefined();
    expect(noEmail.website).toBeUndefined();
    expect(noEmail.tel).toBe('tel:+17045550142');
  });

  it('asks for quotes through the request form in categories that take them, by e-mail elsewhere', () => {
    expect(businessLinks(business({ email: null, isClaimed: true })).quote).toBe(`/quotes/new?category=movers-packers&ids=${business().id}`);
    // Marked claimed but with no address and no owner account: nothing can reach it, so no Get Quote that ends in "cannot receive".
    expect(businessLinks(business({ email: null, isClaimed: true, quoteReachable: false })).quote).toBeUndefined();
    expect(businessLinks(business({ category: 'dmv-paperwork' })).quote).toMatch(/^mailto:hello@queencitymovers\.example\?subject=Quote%20request/);
  });
});

describe('services offered', () => {
  it("lists the business's own offerings only: service tags are badges, not services", () => {
    expect(servicesOffered(business())).toEqual(['Packing services', 'Piano moving']);
    expect(servicesOffered(business({ details: { Offerings: { 'Piano moving': true, ' piano moving ': true, Storage: false } } }))).toEqual(['Piano moving']);
    expect(serviceTagBadges(business())).toEqual(['Free Quote', 'Same Day']);
    // A credential tag is never shown as what the business says, whatever a row holds.
    expect(serviceTagBadges(business({ serviceTags: ['verified', '24-7', 'licensed'] }))).toEqual(['24/7 Service']);
  });

  it('is empty when there is nothing to list, whatever the tags', () => {
    expect(servicesOffered(business({ details: null, serviceTags: [] }))).toEqual([]);
    expect(servicesOffered(business({ details: null, serviceTags: ['licensed', 'verified', 'free-quote'] }))).toEqual([]);
    expect(servicesOffered(business({ details: { Highlights: { Fast: true } }, serviceTags: [] }))).toEqual([]);
  });
});

describe('JSON-LD', () => {
  const pageUrl = 'https://charlotte.example/charlotte/listing/queen-city-movers';

  it('describes the business as a schema.org LocalBusiness', () => {
    const ld = businessJsonLd(business(), { pageUrl, neighborhood: 'South End' });
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'Queen City Movers',
      url: 'https://queencitymovers.example/',
      mainEntityOfPage: pageUrl,
      telephone: '(704) 555-0142',
      email: 'hello@queencitymovers.example',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '1200 South Blvd',
        addressLocality: 'Charlotte',
        addressRegion: 'NC',
        postalCode: '28203',
        addressCountry: 'US',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 35.2112, longitude: -80.8591 },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.7, reviewCount: 3, bestRating: 5, worstRating: 1 },
    });
    expect(ld.openingHoursSpecification).toHaveLength(6);
    expect(ld.areaServed).toEqual({ '@type': 'Place', name: 'South End, Charlotte, NC' });
  });

  it('leaves out aggregateRating without reviews, geo without coordinates, and uses the page as url without a website', () => {
    const ld = businessJsonLd(business({ reviewCount: 0, userRating: 0, latitude: null, longitude: null, website: null }), { pageUrl });
    expect(ld).not.toHaveProperty('aggregateRating');
    expect(ld).not.toHaveProperty('geo');
    expect(ld).not.toHaveProperty('sameAs');
    expect(ld.url).toBe(pageUrl);
  });

  it('leaves out geo for an approximate location (only the neighborhood centre)', () => {
    expect(businessJsonLd(business({ latitude: 35.2466, longitude: -80.8067, locationApproximate: true }), { pageUrl })).not.toHaveProperty('geo');
    expect(businessJsonLd(business({ latitude: 35.2466, longitude: -80.8067, locationApproximate: false }), { pageUrl })).toHaveProperty('geo');
  });

  it('keeps only the street in streetAddress when the address already names the city', () => {
    const ld = businessJsonLd(business({ address: '500 E Trade St, Charlotte, NC 28202', zipCode: '28202' }), { pageUrl });
    expect(ld.address).toMatchObject({ streetAddress: '500 E Trade St', postalCode: '28202' });
  });

  it('gives a business outside Charlotte its own town as addressLocality', () => {
    const ld = businessJsonLd(business({ address: '285 N Trade St, Matthews, NC 28105', zipCode: '28105' }), { pageUrl });
    expect(ld.address).toMatchObject({ streetAddress: '285 N Trade St', addressLocality: 'Matthews', addressRegion: 'NC', postalCode: '28105' });
  });
});
