/**
 * The schemas of the relocation guides (src/content/guides/entries/*.yaml, one per guide,
 * whose `layout` picks the schema and the component that renders it) and of the hub's own
 * text (src/content/guides/hub.yaml). They hold the spec's counts (six checklist phases,
 * 5 FAQ categories x 4 questions, 3 health systems, 4 private schools, ...), so a content
 * edit that breaks one fails the build instead of shipping. Components import the types
 * from here, src/content.config.ts only registers the collections.
 */
import { z } from 'astro/zod';
import { CATEGORY_VALUES } from '../../domain/catalog';
import { FACTS, fillFactsDeep } from '../../domain/facts';
import { GUIDE_ICON_NAMES } from '../../components/guides/icons';
import { isKnownInternalHref } from '../../components/guides/links';

const internalHref = z.string().refine(isKnownInternalHref, { message: 'Internal link does not point at a known working page' });

const link = z.object({
  href: internalHref,
  label: z.string().min(1),
  description: z.string().optional(),
});

const text = z.string().min(1);
const fact = z.object({ label: text, value: text, detail: z.string().optional() });
const titled = z.object({ title: text, text });

/** Fields every guide has. */
const base = {
  /** Page heading and the first part of the page title. */
  title: text,
  /** Meta and social description. */
  description: z.string().min(50).max(170),
  /** Short label above the heading, e.g. 'Relocation Guide'. */
  eyebrow: text,
  intro: text,
  /** The date (YYYY-MM-DD) the content was last reviewed: the page's one "Updated" date. */
  reviewed: z.iso.date(),
  /** The card on /relocation-guide; guides without one (cost of living) are linked from elsewhere. */
  hub: z
    .object({
      order: z.number().int().min(1),
      /** Short card title, e.g. 'Neighborhoods'. */
      title: text,
      icon: z.enum(GUIDE_ICON_NAMES),
      summary: z.string().min(20).max(160),
      highlights: z.array(text).length(3),
    })
    .optional(),
  /** "Keep reading" links at the end of the page. */
  onward: z.array(link).min(2),
};

const overview = z.object({
  layout: z.literal('overview'),
  ...base,
  quickFacts: z.array(fact).length(8),
  sections: z.array(z.object({ id: z.string().regex(/^[a-z0-9-]+$/), heading: text, paragraphs: z.array(text).min(1) })).min(3),
  areas: z.array(z.object({ name: text, text, places: z.array(text).min(2) })).min(4),
});

const checklist = z.object({
  layout: z.literal('checklist'),
  ...base,
  /** Six time phases: 60 days, 30 days, 14 days, 7 days, moving day, first week. */
  phases: z
    .array(
      z.object({
        id: z.string().regex(/^[a-z0-9-]+$/),
        title: text,
        timeframe: text,
        summary: text,
        items: z.array(z.object({ id: z.string().regex(/^[a-z0-9-]+$/), text, link: link.optional() })).min(4),
      }),
    )
    .length(6),
  pdf: z.object({ label: text, fileName: z.string().regex(/^[a-z0-9-]+\.pdf$/), note: text }),
  tips: z.array(text).min(2),
});

const gettingSettled = z.object({
  layout: z.literal('getting-settled'),
  ...base,
  utilities: z.array(z.object({ service: text, provider: text, contact: text, notes: text })).min(5),
  dmvSteps: z.array(titled).min(4),
  dmvOffices: z.array(z.object({ name: text, address: text, services: text })).min(3),
  /** Driver's licence, vehicle registration, voter registration, in-state tuition. */
  deadlines: z.array(fact).length(4),
  /** Licence fee, vehicle registration, state income tax. */
  figures: z.array(fact).length(3),
  moreTasks: z.array(titled).min(3),
});

const housingGuide = z.object({
  layout: z.literal('neighborhoods'),
  ...base,
  housingTypes: z.array(z.object({ name: text, priceRange: text, bestFor: text, text, whereToLook: text })).min(4),
  areas: z.array(z.object({ name: text, text, neighborhoods: z.array(text).min(2) })).min(4),
  tips: z.array(titled).min(3),
});

const localServices = z.object({
  layout: z.literal('local-services'),
  ...base,
  serviceCategories: z.array(z.object({ category: z.enum(CATEGORY_VALUES), title: text, text, tip: text })).min(6),
  bookingTimeline: z.array(z.object({ when: text, tasks: z.array(text).min(2) })).min(4),
  hiringTips: z.array(titled).min(3),
});

const faqQuestion = z.object({
  question: text,
  answer: text,
  /** A disabled item stays in the list but cannot be opened; keyboard focus skips it. */
  disabled: z.boolean().default(false),
});

const faq = z.object({
  layout: z.literal('faq'),
  ...base,
  /** Emergency services, DMV, major hospitals, public transit. */
  quickHelp: z.array(z.object({ title: text, text, contact: text, href: internalHref.optional() })).length(4),
  /** Moving & Logistics, Housing & Neighborhoods, Legal & Administrative, Cost of Living & Finances, Schools & Education. */
  categories: z.array(z.object({ id: z.string().regex(/^[a-z0-9-]+$/), title: text, questions: z.array(faqQuestion).length(4) })).length(5),
  stillHaveQuestions: z.object({ heading: text, text, links: z.array(link).length(4) }),
});

const healthcare = z.object({
  layout: z.literal('healthcare'),
  ...base,
  systems: z
    .array(
      z.object({
        name: text,
        text,
        flagship: text,
        /** The card shows the first three and "+N more locations" for the rest. */
        locations: z.array(z.object({ name: text, area: text })).min(4),
      }),
    )
    .length(3),
  serviceTypes: z.array(z.object({ name: text, text, whenToUse: text })).length(4),
  insuranceOptions: z.array(z.object({ name: text, pros: z.array(text).min(2), cons: z.array(text).min(2), notes: text })).length(3),
  emergency: z.array(fact).min(3),
  afterHours: z.array(fact).min(3),
});

const schools = z.object({
  layout: z.literal('schools-childcare'),
  ...base,
  publicOptions: z.array(z.object({ kind: z.enum(['district', 'charter']), name: text, text, points: z.array(text).min(3) })).length(2),
  privateSchools: z.array(z.object({ name: text, grades: text, location: text, text })).length(4),
  childcareTypes: z.array(z.object({ name: text, text, cost: text })).length(4),
  enrollmentSteps: z.array(titled).length(4),
});

const transportation = z.object({
  layout: z.literal('transportation'),
  ...base,
  transit: z.array(z.object({ name: text, kind: z.enum(['light rail', 'streetcar', 'bus']), text, details: z.array(text).min(2) })).min(3),
  fares: z.array(fact).min(3),
  driving: z.object({
    highways: z.array(z.object({ name: text, text })).min(4),
    traffic: z.array(text).min(2),
    parking: z.array(text).min(2),
    tolls: z.array(text).min(2),
  }),
  /** Biking, walking, ride sharing. */
  alternatives: z.array(z.object({ name: text, text })).length(3),
  commuterRoutes: z.array(z.object({ from: text, to: text, mode: text, time: text, text })).length(4),
  airport: z.object({ name: text, code: z.string().length(3), text, facts: z.array(text).min(3) }),
});

const culture = z.object({
  layout: z.literal('culture-community'),
  ...base,
  attractionCategories: z.array(z.object({ name: text, icon: z.enum(GUIDE_ICON_NAMES), items: z.array(z.object({ name: text, text })).min(3) })).length(4),
  personalities: z.array(z.object({ name: text, tagline: text, text })).length(4),
  events: z
    .array(z.object({ season: z.enum(['Spring', 'Summer', 'Fall', 'Winter']), events: z.array(z.object({ name: text, when: text, text })).min(2) }))
    .length(4),
  diningTypes: z.array(z.object({ name: text, text, examples: text })).min(4),
  communityGroups: z.array(z.object({ name: text, text, link: link.optional() })).min(4),
});

const costOfLiving = z.object({
  layout: z.literal('cost-of-living'),
  ...base,
  headlineFigures: z.array(fact).length(4),
  rents: z.array(z.object({ area: text, oneBedroom: text, twoBedroom: text })).min(6),
  rentNote: text,
  homePrices: z.array(fact).min(3),
  utilities: z.array(z.object({ name: text, provider: text, typical: text, notes: text })).min(4),
  taxes: z.array(fact).min(4),
  everyday: z.array(fact).min(4),
  /** The household whose budget the page shows as its sample: computed from the same files as the calculator. */
  sampleBudget: z.object({
    heading: text,
    note: text,
    household: z.object({
      adults: z.number().int().min(1).max(2),
      children: z.number().int().min(0).max(3),
      bedrooms: z.number().int().min(0).max(4),
      zip: z.string().regex(/^\d{5}$/),
    }),
  }),
});

const guideLayouts = z.discriminatedUnion('layout', [
  overview,
  checklist,
  gettingSettled,
  housingGuide,
  localServices,
  faq,
  healthcare,
  schools,
  transportation,
  culture,
  costOfLiving,
]);

/**
 * A guide as the pages read it: every `{{fact:id}}` in its texts replaced by the fact from
 * data/facts/facts.json (src/domain/facts.ts) before validation, so fees and rates come
 * from the one facts file; every `{{estimate:YEAR|text}}` shows as a labelled estimate.
 */
export const guideSchema = z.preprocess((raw) => fillFactsDeep(raw), guideLayouts);

/**
 * A Spanish guide (src/content/guides/entries-es/*.yaml, /es/guide/{slug}): the English
 * guide's schema, its facts filled with their Spanish text (`textEs`) and estimates labelled
 * in Spanish. Links keep the English paths; the pages point them at the Spanish version where
 * one exists. The hub card's Spanish text lives in hub-es.yaml, so `hub` is left out.
 */
export const guideSchemaEs = z.preprocess((raw) => fillFactsDeep(raw, FACTS, 'es'), guideLayouts);

export type GuideData = z.infer<typeof guideLayouts>;
type GuideLayout = GuideData['layout'];
export type GuideOf<L extends GuideLayout> = Extract<GuideData, { layout: L }>;

/** The hub page's own text (src/content/guides/hub.yaml). */
const hubSchema = z.object({
  title: text,
  heading: text,
  description: z.string().min(50).max(170),
  intro: text,
  guidesHeading: text,
  quickLinksHeading: text,
  quickLinksIntro: text,
  /** Directory categories offered as quick links (labels come from the catalog). */
  quickLinkCategories: z.array(z.enum(CATEGORY_VALUES)).min(4),
  allCategoriesLabel: text,
  /** Call-to-action cards below the quick links (neighborhoods, cost of living). */
  ctas: z.array(z.object({ heading: text, text, link })).min(1),
});

/** The hub as the page reads it, facts filled in like the guides'. */
export const hubPageSchema = z.preprocess((raw) => fillFactsDeep(raw), hubSchema);

/**
 * The Spanish hub (src/content/guides/hub-es.yaml): the hub's own text plus each guide card's
 * text by guide slug (the English card text lives with its guide entry).
 */
export const hubPageEsSchema = z.preprocess(
  (raw) => fillFactsDeep(raw, FACTS, 'es'),
  hubSchema.extend({ cards: z.record(z.string(), z.object({ title: text, summary: text, highlights: z.array(text).min(1) })) }),
);
