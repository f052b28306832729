/** API answers in their real shapes (src/domain/types.ts), for the component tests. */
import type { Business } from '../../../src/domain/types';

/** A published business as GET /api/businesses and /api/businesses/{slug} answer it. */
export function businessFixture(over: Partial<Business> = {}): Business {
  return {
    id: 301,
    slug: 'noda-bike-repair',
    businessName: 'NoDa Bike Repair',
    category: 'specialty-services',
    address: '3200 N Davidson St, Charlotte, NC 28205',
    zipCode: '28205',
    phone: '704-555-0199',
    email: 'shop@example.com',
    website: 'https://bikes.example.com',
    shortDescription: 'Tune-ups while you wait.',
    longDescription: null,
    websiteSummary: null,
    businessHours: null,
    serviceTags: [],
    languages: [],
    neighborhood: 'noda',
    isPremium: false,
    isVerified: false,
    isClaimed: false,
    credentials: [],
    quoteReachable: false,
    userRating: 0,
    reviewCount: 0,
    details: null,
    latitude: 35.2468,
    longitude: -80.8062,
    locationApproximate: false,
    status: 'published',
    createdAt: '2026-11-22T09:30:00.000Z',
    updatedAt: '2026-11-22T09:30:00.000Z',
    ...over,
  };
}
