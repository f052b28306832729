import { describe, expect, it } from 'vitest';
import { MAX_API_LIMIT, PAGE_SIZE } from './catalog';
import {
  BusinessSearchQuerySchema,
  MapZoomQuerySchema,
  QUERY_MESSAGES,
  bayesianRating,
  businessSearchQueryString,
  editDistance,
  maxCorrectionDistance,
  pickCorrection,
  searchTerms,
  searchWords,
  foldAccents,
  termToDrop,
  termsTsQuery,
} from './search';

const parse = (query: Record<string, string>) => BusinessSearchQuerySchema.safeParse(query);
const fieldsOf = (query: Record<string, string>) => {
  const result = parse(query);
  if (result.success) throw new Error(`expected ${JSON.stringify(query)} to be rejected`);
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('BusinessSearchQuerySchema', () => {
  it('defaults to the first page of published businesses by relevance', () => {
    expect(BusinessSearchQuerySchema.parse({})).toEqual({ sortBy: 'relevance', limit: PAGE_SIZE, offset: 0, status: 'published' });
  });

  it('reads every parameter', () => {
    expect(
      BusinessSearchQuerySchema.parse({
        category: 'movers-packers',
        neighborhood: 'south-end',
        search: '  piano movers ',
        minRating: '4.5',
        serviceTags: 'licensed,insured',
        sortBy: 'rating',
        limit: '50',
        offset: '40',
      }),
    ).toEqual({
      category: 'movers-packers',
      neighborhood: 'south-end',
      search: 'piano movers',
      minRating: 4.5,
      serviceTags: ['licensed', 'insured'],
      sortBy: 'rating',
      limit: 50,
      offset: 40,
      status: 'published',
    });
  });

  it("treats 'all' and empty filters as omitted", () => {
    expect(BusinessSearchQuerySchema.parse({ category: 'all', neighborhood: 'ALL', minRating: 'all', serviceTags: '', sortBy: 'all', limit: '' })).toEqual({
      sortBy: 'relevance',
      limit: PAGE_SIZE,
      offset: 0,
      status: 'published',
    });
  });

  it('lists pending businesses only for approved=false', () => {
    expect(BusinessSearchQuerySchema.parse({ approved: 'false' }).status).toBe('pending');
    expect(BusinessSearchQuerySchema.parse({ approved: 'true' }).status).toBe('published');
  });

  it('drops repeated and blank service tags', () => {
    expect(BusinessSearchQuerySchema.parse({ serviceTags: 'licensed,,licensed, insured' }).serviceTags).toEqual(['licensed', 'insured']);
  });

  it.each([
    [{ category: 'plumbers' }, 'category', QUERY_MESSAGES.category],
    [{ neighborhood: 'South End' }, 'neighborhood', QUERY_MESSAGES.neighborhood],
    [{ search: 'x'.repeat(201) }, 'search', QUERY_MESSAGES.search],
    [{ minRating: 'abc' }, 'minRating', QUERY_MESSAGES.minRating],
    [{ minRating: 'Infinity' }, 'minRating', QUERY_MESSAGES.minRating],
    [{ minRating: '0' }, 'minRating', QUERY_MESSAGES.minRating],
    [{ minRating: '5.5' }, 'minRating', QUERY_MESSAGES.minRating],
    [{ serviceTags: 'licensed,gold-plated' }, 'serviceTags', QUERY_MESSAGES.serviceTag],
    [{ sortBy: 'newest' }, 'sortBy', QUERY_MESSAGES.sortBy],
    [{ limit: '0' }, 'limit', QUERY_MESSAGES.limit],
    [{ limit: String(MAX_API_LIMIT + 1) }, 'limit', QUERY_MESSAGES.limit],
    [{ limit: '2.5' }, 'limit', QUERY_MESSAGES.limit],
    [{ limit: 'ten' }, 'limit', QUERY_MESSAGES.limit],
    [{ offset: '-1' }, 'offset', QUERY_MESSAGES.offset],
    [{ offset: 'x' }, 'offset', QUERY_MESSAGES.offset],
    [{ approved: 'no' }, 'approved', QUERY_MESSAGES.approved],
  ])('rejects %j with the field message', (query, field, message) => {
    expect(fieldsOf(query as Record<string, string>)[field]).toBe(message);
  });

  it('accepts 7 service tags and rejects an eighth', () => {
    const seven = 'licensed,free-quote,24-7,eco-friendly,same-day,insured,verified';
    expect(BusinessSearchQuerySchema.parse({ serviceTags: seven }).serviceTags).toHaveLength(7);
    // every known tag once is the maximum; an eighth distinct value can only be unknown
    expect(fieldsOf({ serviceTags: `${seven},extra` }).serviceTags).toBe(QUERY_MESSAGES.serviceTag);
  });

  it('accepts the bounds of minRating, limit and offset', () => {
    expect(BusinessSearchQuerySchema.parse({ minRating: '1', limit: '1', offset: '0' })).toMatchObject({ minRating: 1, limit: 1, offset: 0 });
    expect(BusinessSearchQuerySchema.parse({ minRating: '5', limit: String(MAX_API_LIMIT) })).toMatchObject({ minRating: 5, limit: MAX_API_LIMIT });
  });
});

describe('bbox and zoom', () => {
  it('reads the map area as a box', () => {
    expect(BusinessSearchQuerySchema.parse({ bbox: '35.19,-80.88,35.25,-80.8' }).bbox).toEqual({ south: 35.19, west: -80.88, north: 35.25, east: -80.8 });
    expect(BusinessSearchQuerySchema.parse({ bbox: '' }).bbox).toBeUndefined();
  });

  it.each(['35.3,-80.9,35.2,-80.8', '91,-80.9,92,-80.8', 'NaN,-80.9,35.3,-80.8', '1e308,0,1,1', '99999999999999999999,0,1,1', 'x'.repeat(200), '35,-80'])(
    'refuses bbox=%s naming the field',
    (bbox) => {
      expect(fieldsOf({ bbox })).toEqual({ bbox: QUERY_MESSAGES.bbox });
    },
  );

  it('writes the box back with five decimals', () => {
    expect(businessSearchQueryString({ bbox: { south: 35.19, west: -80.88, north: 35.25, east: -80.8 } })).toBe(
      '?bbox=35.19000%2C-80.88000%2C35.25000%2C-80.80000',
    );
  });

  it('reads the map zoom, default 11', () => {
    expect(MapZoomQuerySchema.parse({})).toEqual({ zoom: 11 });
    expect(MapZoomQuerySchema.parse({ zoom: '14' })).toEqual({ zoom: 14 });
    for (const zoom of ['0', '21', '1.5', 'NaN', '2147483648']) {
      const result = MapZoomQuerySchema.safeParse({ zoom });
      expect(result.success, zoom).toBe(false);
      if (!result.success) expect(result.error.issues[0]?.path).toEqual(['zoom']);
    }
  });
});

/** Free text as the tsquery source of a search without synonyms: every word a required prefix. */
const toPrefixTsQuery = (text: string | undefined) => termsTsQuery(searchTerms(searchWords(text)));

describe('the words of a search as a tsquery (searchWords, searchTerms, termsTsQuery)', () => {
  it('makes every word a required prefix', () => {
    expect(toPrefixTsQuery('mov')).toBe('mov:*');
    expect(toPrefixTsQuery('Piano  Movers')).toBe('piano:* & movers:*');
  });

  it('keeps only letters and digits, so tsquery syntax cannot get through', () => {
    expect(toPrefixTsQuery("o'brien & | ! :* (24-7)")).toBe('o:* & brien:* & 24:* & 7:*');
    expect(toPrefixTsQuery('café')).toBe('cafe:*');
  });

  it('returns undefined when there is no word', () => {
    expect(toPrefixTsQuery(undefined)).toBeUndefined();
    expect(toPrefixTsQuery('  !!! ')).toBeUndefined();
  });

  it('uses each word once and at most ten words', () => {
    expect(toPrefixTsQuery('a a a')).toBe('a:*');
    expect(toPrefixTsQuery('w1 w2 w3 w4 w5 w6 w7 w8 w9 w10 w11 w12')?.split(' & ')).toHaveLength(10);
  });
});

describe('searchWords and searchTerms', () => {
  it('splits, lower-cases and dedupes words like the tsquery builder', () => {
    expect(searchWords('  Movers, MOVERS & Packers! ')).toEqual(['movers', 'packers']);
    expect(searchWords(undefined)).toEqual([]);
    expect(searchWords('!!!')).toEqual([]);
  });

  it('folds accents as the database folds the listings, so accents are optional', () => {
    expect(searchWords('Guardería NIÑERA café')).toEqual(['guarderia', 'ninera', 'cafe']);
    expect(searchWords('guarderia')).toEqual(searchWords('guardería'));
    expect(foldAccents('straße øre łódź œuvre')).toBe('strasse ore lodz oeuvre');
    // Only Latin accents: Hindi's vowel signs are letters of the word, not accents.
    expect(searchWords('हिंदी')).toEqual(['हिंदी']);
  });

  it('leaves out Spanish filler words when the search has others, and keeps a search made only of them', () => {
    expect(searchWords('Servicios de limpieza')).toEqual(['limpieza']);
    expect(searchWords('mudanzas cerca de mí')).toEqual(['mudanzas']);
    expect(searchWords('Médico que habla español')).toEqual(['medico', 'espanol']);
    expect(searchWords('Grupos sociales y de recién llegados')).toEqual(['grupos', 'sociales', 'recien', 'llegados']);
    expect(searchWords('servicios')).toEqual(['servicios']);
    expect(searchWords('de la')).toEqual(['de', 'la']);
  });

  it('adds each synonym expansion of a word once, keeping the word first', () => {
    const terms = searchTerms(
      ['plumber', 'uptown'],
      [
        { word: 'plumber', expansion: 'handyman' },
        { word: 'plumber', expansion: 'home repair' },
        { word: 'plumber', expansion: 'Handyman' },
        { word: 'plumber', expansion: 'plumber' },
        { word: 'other', expansion: 'ignored' },
      ],
    );
    expect(terms).toEqual([
      { word: 'plumber', alternatives: [['plumber'], ['handyman'], ['home', 'repair']] },
      { word: 'uptown', alternatives: [['uptown']] },
    ]);
  });
});

describe('termsTsQuery', () => {
  it("joins terms with & and a term's alternatives with |, multi-word alternatives grouped", () => {
    const terms = searchTerms(
      ['plumber', 'uptown'],
      [
        { word: 'plumber', expansion: 'handyman' },
        { word: 'plumber', expansion: 'home repair' },
      ],
    );
    expect(termsTsQuery(terms)).toBe('(plumber:* | handyman:* | (home:* & repair:*)) & uptown:*');
  });

  it('restricts every word to the name (weight A) when asked', () => {
    const terms = searchTerms(['dmv', 'help'], [{ word: 'dmv', expansion: 'licence' }]);
    expect(termsTsQuery(terms, 'A')).toBe('(dmv:*A | licence:*A) & help:*A');
  });

  it('is undefined without terms and never lets tsquery syntax through', () => {
    expect(termsTsQuery([])).toBeUndefined();
    expect(termsTsQuery([{ word: "a'b", alternatives: [["a'b"], ['x|y']] }])).toBe('(ab:* | xy:*)');
    // An alternative with a word that is nothing but syntax is left out.
    expect(termsTsQuery([{ word: "a'b", alternatives: [["a'b"], ['x', ':*']] }])).toBe('ab:*');
  });
});

describe('corrections', () => {
  it('counts a swap of neighbouring letters as one edit', () => {
    expect(editDistance('movres', 'movers')).toBe(1);
    expect(editDistance('uptwon', 'uptown')).toBe(1);
    expect(editDistance('plumer', 'plumber')).toBe(1);
    expect(editDistance('cleening', 'cleaning')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });

  it('allows more edits in longer words', () => {
    expect([maxCorrectionDistance('vet'), maxCorrectionDistance('movres'), maxCorrectionDistance('chiropracter')]).toEqual([1, 2, 3]);
  });

  it('picks the fewest edits, then the closest length, then the higher similarity', () => {
    const candidates = [
      { candidate: 'moves', similarity: 0.44 },
      { candidate: 'movers', similarity: 0.27 },
      { candidate: 'moved', similarity: 0.3 },
    ];
    expect(pickCorrection('movres', candidates)).toBe('movers');
    expect(
      pickCorrection('soalr', [
        { candidate: 'soar', similarity: 0.375 },
        { candidate: 'solar', similarity: 0.2 },
      ]),
    ).toBe('solar');
    expect(
      pickCorrection('uptwon', [
        { candidate: 'ups', similarity: 0.22 },
        { candidate: 'uptown', similarity: 0.27 },
      ]),
    ).toBe('uptown');
  });

  it('refuses candidates that are too far, short words, words with digits and the word itself', () => {
    expect(pickCorrection('xyzzz', [{ candidate: 'pizza', similarity: 0.2 }])).toBeUndefined();
    expect(pickCorrection('zz', [{ candidate: 'za', similarity: 0.5 }])).toBeUndefined();
    expect(pickCorrection('2820', [{ candidate: '28205', similarity: 0.6 }])).toBeUndefined();
    expect(pickCorrection('wifi', [{ candidate: 'wifi', similarity: 1 }])).toBeUndefined();
    expect(pickCorrection('movres', [])).toBeUndefined();
  });

  it('leaves out the term matching the most listings, the last of equals', () => {
    expect(termToDrop([3, 30])).toBe(1);
    expect(termToDrop([30, 3])).toBe(0);
    expect(termToDrop([5, 5])).toBe(1);
  });
});

describe('bayesianRating', () => {
  it('does not let one 5-star review beat fifty 4.8-star reviews', () => {
    expect(bayesianRating(5, 1)).toBeLessThan(bayesianRating(4.8, 50));
  });

  it('puts an unreviewed listing at the prior mean and approaches the real rating with many reviews', () => {
    expect(bayesianRating(0, 0)).toBe(3.5);
    expect(bayesianRating(4.9, 1000)).toBeCloseTo(4.89, 2);
  });
});

describe('businessSearchQueryString', () => {
  it("leaves out unset, 'all' and non-finite values and joins tags", () => {
    expect(
      businessSearchQueryString({
        category: 'all',
        neighborhood: 'noda',
        search: ' mov ',
        minRating: Number.NaN,
        serviceTags: ['licensed', 'insured'],
        sortBy: 'relevance',
        offset: 0,
      }),
    ).toBe('?neighborhood=noda&search=mov&serviceTags=licensed%2Cinsured');
    expect(businessSearchQueryString({})).toBe('');
  });

  it('round-trips through the schema', () => {
    const params = { category: 'pet-services', minRating: 4, sortBy: 'reviews' as const, limit: 20, offset: 40, status: 'pending' as const };
    const query = Object.fromEntries(new URLSearchParams(businessSearchQueryString(params)));
    expect(BusinessSearchQuerySchema.parse(query)).toEqual(params);
  });
});
