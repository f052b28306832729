/** The directory's length and count limits, shared by the forms, their schemas and the API. */
export const LIMITS = {
  businessName: 200,
  description: 800,
  shortDescription: 200,
  serviceTags: 7,
  reviewText: 300,
  reviewerName: 100,
  cardDescription: 100,
  adminRecentClaims: 3,
  businessPicker: 100,
} as const;
