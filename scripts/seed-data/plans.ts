/** The premium subscription plans offered on /premium-upgrade (prices in cents per month). */
export interface PlanSeed {
  name: string;
  description: string;
  priceMonthly: number;
  features: string[];
}

export const SUBSCRIPTION_PLANS: PlanSeed[] = [
  {
    name: 'Basic Listing',
    description: 'Claim your listing and keep your contact details, hours and services up to date.',
    priceMonthly: 1999,
    features: ['Verified business badge', 'Edit hours, phone, website and description', 'Respond to customer reviews', 'Monthly profile view report'],
  },
  {
    name: 'Featured Listing',
    description: 'Stand out with a clearly labelled listing across Charlotte.',
    priceMonthly: 4999,
    features: [
      'Everything in Basic Listing',
      'FEATURED badge on your listing',
      'Labelled FEATURED when your listing comes first (search order stays organic)',
      'Larger highlighted map marker',
      'Up to 7 service tags and feature highlights',
    ],
  },
  {
    name: 'Premium Spotlight',
    description: 'Maximum visibility for businesses serving newcomers, including neighborhood and guide placements.',
    priceMonthly: 9999,
    features: [
      'Everything in Featured Listing',
      'Spotlight on neighborhood profile pages',
      'Mention in relocation guide resource lists',
      'Quarterly performance review call',
      'Dedicated support line',
      'Social media shout-out for new members',
    ],
  },
];
