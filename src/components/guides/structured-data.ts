import type { GuideOf } from '../../content/guides/schema';

/** schema.org FAQPage for the New Resident FAQ (every question and answer). */
export function faqJsonLd(guide: GuideOf<'faq'>) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: guide.categories.flatMap((category) =>
      category.questions.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    ),
  };
}
