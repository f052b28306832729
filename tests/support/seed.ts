/**
 * Facts of the seeded database (supabase/seed.sql, deterministic) that browser tests compare
 * with exactly. A file on its own site (tests/support/site.ts) sees the seed plus its own
 * writes, so a count it reads is one of these plus what it added. Regenerating the seed
 * (npm run db:generate-seed) with other data changes them: they are counted from the file.
 */
export const SEED = {
  /** Published businesses (232 of 238: 5 pending, 1 rejected). */
  publishedBusinesses: 232,
  /** Published businesses per category. */
  publishedByCategory: {
    'healthcare-doctors': 21,
    'specialty-services': 21,
    'movers-packers': 20,
    'realtors-rentals': 20,
    'pet-services': 20,
    'utility-setup': 19,
    'storage-junk-removal': 19,
    'cleaning-services': 19,
    'schools-childcare': 19,
    'social-newcomer-groups': 19,
    'dmv-paperwork': 18,
    'neighborhood-guides': 17,
  },
  /** Published businesses open on a Tuesday at 10:00 AM in Charlotte. */
  openTuesday10am: 214,
  /** Published pet-services businesses open on a Monday at 10:30 PM (round the clock). */
  openMonday1030pmPetServices: 2,
  /** Published movers open on a Saturday at 10:00 AM (one of the 20 lists no hours). */
  moversOpenSaturday10am: 19,
  /** The admin dashboard's four figures (GET /api/admin/stats) before anything is written. */
  adminStats: {
    totalBusinesses: 232,
    pendingReviews: 40,
    pendingClaims: 5,
    premiumListings: 32,
    quoteRequests30Days: 0,
    savedSearches: 0,
    alertsSent30Days: 0,
  },
  /** The businesses waiting for moderation, in id order. */
  pendingBusinesses: ['Quick Lift Movers', 'Charlotte Budget Storage', 'Sparkle Squad Cleaning', 'QC Pet Taxi', 'Lakeside Notary Express'],
} as const;
