import { describe, expect, it } from 'vitest';
import { listingChanges, type OwnerListing } from './owner';

const LISTING: OwnerListing = {
  id: 301,
  slug: 'noda-bike-repair',
  businessName: 'NoDa Bike Repair',
  category: 'specialty-services',
  address: '3200 N Davidson St, Charlotte, NC 28205',
  phone: '704-555-0199',
  email: 'shop@example.com',
  website: null,
  shortDescription: 'Tune-ups while you wait.',
  longDescription: null,
  businessHours: { Monday: '9:00 AM - 5:00 PM', Tuesday: 'Closed' },
  serviceTags: ['free-quote', 'same-day'],
  languages: [],
  servicesOffered: ['Tune-ups'],
  status: 'published',
  isPremium: false,
  pendingChanges: [{ id: 9, changes: { category: 'pet-services' }, createdAt: '2026-11-28T15:00:00.000Z' }],
  openReports: 0,
};

describe('listingChanges', () => {
  it('keeps nothing of an edit that sends every field as it is stored', () => {
    expect(
      listingChanges(
        {
          shortDescription: 'Tune-ups while you wait.',
          longDescription: '',
          phone: '704-555-0199',
          email: 'Shop@Example.com',
          website: '',
          hours: { Monday: { kind: 'ranges', ranges: [{ open: 540, close: 1020 }] }, Tuesday: { kind: 'closed' } },
          serviceTags: ['same-day', 'free-quote'],
          servicesOffered: ['Tune-ups'],
          businessName: 'NoDa Bike Repair',
          category: 'specialty-services',
          address: '3200 N Davidson St, Charlotte, NC 28205',
        },
        LISTING,
      ),
    ).toEqual({});
  });

  it('keeps each field that differs, and a change already waiting for staff is not asked again', () => {
    expect(
      listingChanges(
        {
          longDescription: 'Since 2009.',
          hours: { Monday: { kind: 'ranges', ranges: [{ open: 600, close: 1020 }] }, Tuesday: { kind: 'closed' } },
          serviceTags: ['free-quote'],
          category: 'pet-services',
          businessName: 'NoDa Bikes',
        },
        LISTING,
      ),
    ).toEqual({
      longDescription: 'Since 2009.',
      hours: { Monday: { kind: 'ranges', ranges: [{ open: 600, close: 1020 }] }, Tuesday: { kind: 'closed' } },
      serviceTags: ['free-quote'],
      businessName: 'NoDa Bikes',
    });
  });
});
