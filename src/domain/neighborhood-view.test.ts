import { parseListingState, routeFromPath } from './listing-state';
import { describe, expect, it } from 'vitest';
import type { Neighborhood } from './types';
import {
  NOT_FOUND,
  displaySafety,
  mapHref,
  neighborhoodBusinessesPath,
  nearbyServicesPath,
  neighborhoodPath,
  placeJsonLd,
  profileBadges,
  profileDescription,
  profileOgImage,
  hubStats,
  updatedBadge,
  profileSections,
  quickFacts,
} from './neighborhood-view';

const base: Neighborhood = {
  id: 1,
  name: 'Plaza Midwood',
  slug: 'plaza-midwood',
  title: 'Living in Plaza Midwood',
  metaDescription: '',
  overview: 'First paragraph.\n\nSecond paragraph.',
  history: '',
  housingOptions: 'Bungalows.',
  lifestyle: '   ',
  demographics: '',
  localAmenities: '',
  schoolsChildcare: '',
  parksRecreation: 'Parks.',
  transportation: '',
  averageRentPrice: null,
  averageHomePrice: '$500,000 - $550,000',
  commuteToUptown: null,
  walkabilityScore: null,
  safetyRating: 6.8,
  keyFeatures: [],
  images: [],
  mapUrl: null,
  latitude: 35.2207,
  longitude: -80.8117,
  featured: true,
  familyFriendly: true,
  youngProfessionalFriendly: false,
  petFriendly: true,
  es: null,
  dataUpdatedAt: null,
};

describe('neighborhood view', () => {
  it('builds the profile, directory and listing paths', () => {
    expect(neighborhoodPath('noda')).toBe('/neighborhoods/noda');
    expect(neighborhoodBusinessesPath('south-end')).toBe('/charlotte?neighborhood=south-end');
    // The listing reads the same place and order back from the link.
    const nearby = new URL(nearbyServicesPath('south-end'), 'https://example.org');
    expect(parseListingState(nearby.searchParams, routeFromPath(nearby.pathname)!)).toMatchObject({ near: 'south-end', sort: 'distance', neighborhood: null });
  });

  it('keeps only the content cards with text, split into paragraphs', () => {
    const sections = profileSections(base);
    expect(sections.map((s) => s.heading)).toEqual(['Overview', 'Housing Options', 'Parks & Recreation']);
    expect(sections[0]?.paragraphs).toEqual(['First paragraph.', 'Second paragraph.']);
  });

  it('shows hero badges from the flags', () => {
    expect(profileBadges(base)).toEqual(['Featured', 'Family Friendly', 'Pet Friendly']);
  });

  it("shows the official quick facts and the safety rating, never the editors' rent or price ranges beside them", () => {
    expect(quickFacts(base)).toEqual([{ label: 'Safety Rating', value: '6.8/10', note: 'our estimate' }]);
    const official = [{ key: 'rent', label: 'Median gross rent', value: '$1,234', note: 'Census ACS 5-year median, 2017-2021' }];
    expect(quickFacts(base, official).map((f) => f.label)).toEqual(['Median gross rent', 'Safety Rating']);
    expect(quickFacts(base).some((f) => /Walk Score|Commute/.test(f.label))).toBe(false);
    expect(displaySafety(0)).toBe('N/A');
    expect(displaySafety(8)).toBe('8/10');
  });

  it('shares the first raster image, else a generated /api/og PNG, never SVG art', () => {
    expect(profileOgImage({ ...base, images: ['/images/neighborhoods/plaza-midwood-1.svg', '/images/neighborhoods/plaza-midwood-2.png'] })).toBe(
      '/images/neighborhoods/plaza-midwood-2.png',
    );
    expect(new URL(profileOgImage({ ...base, images: ['/images/neighborhoods/plaza-midwood-1.svg'] }), 'http://x').pathname).toBe('/api/og');
    const fallback = new URL(profileOgImage(base), 'http://x');
    expect(fallback.pathname).toBe('/api/og');
    expect(fallback.searchParams.get('title')).toBe('Plaza Midwood');
    expect(fallback.searchParams.get('subtitle')).toBe('Charlotte, NC neighborhood guide');
  });

  it('describes the page from the meta description, else the overview', () => {
    expect(profileDescription({ ...base, metaDescription: 'Meta.' })).toBe('Meta.');
    expect(profileDescription(base)).toBe('First paragraph. Second paragraph.');
    expect(profileDescription({ ...base, overview: 'word '.repeat(60) }).length).toBeLessThanOrEqual(160);
  });

  it('links the stored map URL, else OpenStreetMap at the centre', () => {
    expect(mapHref({ ...base, mapUrl: 'https://maps.example/x' })).toBe('https://maps.example/x');
    expect(mapHref(base)).toBe('https://www.openstreetmap.org/?mlat=35.2207&mlon=-80.8117#map=15/35.2207/-80.8117');
  });

  it('describes the neighborhood as a schema.org Place with geo coordinates', () => {
    const ld = placeJsonLd({ ...base, images: ['/images/a.svg'] }, 'https://site.example');
    expect(ld).toMatchObject({
      '@type': 'Place',
      name: 'Plaza Midwood',
      url: 'https://site.example/neighborhoods/plaza-midwood',
      image: ['https://site.example/images/a.svg'],
      geo: { '@type': 'GeoCoordinates', latitude: 35.2207, longitude: -80.8117 },
    });
  });

  it("keeps the spec's not-found texts", () => {
    expect(NOT_FOUND).toEqual({
      heading: 'Neighborhood Not Found',
      text: "The neighborhood you're looking for doesn't exist or isn't available.",
      button: 'Back to Neighborhoods',
      href: '/guide/neighborhoods',
    });
  });
});

describe('hub stat tiles', () => {
  it('are four counts from the data, never round claims', () => {
    const words = {
      statNeighborhoods: 'Neighborhoods',
      statBusinesses: 'Local Businesses',
      statFigures: 'Official County Figures',
      statGuides: 'Ranked Guides',
    };
    expect(hubStats({ neighborhoods: 24, businesses: 1238, officialFigures: 12, guides: 4 }, words)).toEqual([
      { value: '24', label: 'Neighborhoods' },
      { value: '1,238', label: 'Local Businesses' },
      { value: '12', label: 'Official County Figures' },
      { value: '4', label: 'Ranked Guides' },
    ]);
  });
});

describe('updated badge', () => {
  it("gives the year of the data's own date, in Charlotte", () => {
    expect(updatedBadge('2026-11-24T15:00:00.000Z')).toBe('2026 Updated');
    expect(updatedBadge('2027-01-01T03:00:00.000Z')).toBe('2026 Updated');
    expect(updatedBadge(null)).toBeNull();
  });
});
