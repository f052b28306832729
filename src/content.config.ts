/** Content collections for the relocation guides; the schemas live in src/content/guides/schema.ts. */
import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { guideSchema, guideSchemaEs, hubPageEsSchema, hubPageSchema } from './content/guides/schema';

export const collections = {
  guides: defineCollection({
    loader: glob({ pattern: '*.yaml', base: './src/content/guides/entries' }),
    schema: guideSchema,
  }),
  /** The same guides in Spanish, one file per English guide with the same name. */
  guidesEs: defineCollection({
    loader: glob({ pattern: '*.yaml', base: './src/content/guides/entries-es' }),
    schema: guideSchemaEs,
  }),
  guideHub: defineCollection({
    loader: file('src/content/guides/hub.yaml'),
    schema: hubPageSchema,
  }),
  guideHubEs: defineCollection({
    loader: file('src/content/guides/hub-es.yaml'),
    schema: hubPageEsSchema,
  }),
};
