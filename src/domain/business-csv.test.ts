import { describe, expect, it } from 'vitest';
import { EXPORT_COLUMNS, IMPORT_COLUMNS, businessCsvRow, businessesToCsv, csvCell, parseBusinessImport, parseCsv, toCsv } from './business-csv';
import type { Business } from './types';

describe('CSV cells', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\r\nlf', '"cr\r\nlf"'],
    [' padded', '" padded"'],
    ['=1+2', "'=1+2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['+cmd|calc', "'+cmd|calc"],
    ['-2+3', "'-2+3"],
    ['+1 (704) 555-0100', '+1 (704) 555-0100'],
    ['-42', '-42'],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
  ])('%j is written as %j', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it('writes null and undefined as empty, numbers and booleans as text', () => {
    expect(toCsv([[null, undefined, 4.5, true]])).toBe(',,4.5,true\r\n');
  });
});

describe('parseCsv', () => {
  it('reads back what toCsv writes, whatever the cells hold', () => {
    const rows = [
      ['name', 'text'],
      ['Comma, Inc', 'He said "no"'],
      ['Multi', 'line one\nline two\r\nline three'],
      ['', ' '],
    ];
    expect(parseCsv(toCsv(rows))).toEqual(rows);
  });

  it('takes LF or CRLF, a byte-order mark, a missing final newline, and skips blank lines', () => {
    expect(parseCsv('\uFEFFa,b\n1,2\n\n3,4')).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
    ]);
    expect(parseCsv('a,b\r\n1,\r\n')).toEqual([
      ['a', 'b'],
      ['1', ''],
    ]);
  });

  it('throws on a quote never closed or text after a closing quote', () => {
    expect(() => parseCsv('a\n"open')).toThrow(/never closed/);
    expect(() => parseCsv('"a"b,c')).toThrow(/after a closing quote/);
  });
});

const business: Business = {
  id: 7,
  slug: 'queen-city-movers',
  businessName: 'Queen City Movers, LLC',
  category: 'movers-packers',
  address: '1 Trade St, Charlotte, NC',
  zipCode: '28202',
  phone: '(704) 555-0100',
  email: 'hi@qcm.example',
  website: 'https://qcm.example',
  shortDescription: 'Movers',
  longDescription: 'We "move" you.\nFast.',
  websiteSummary: null,
  businessHours: { Monday: '8:00 AM - 6:00 PM', Sunday: 'Closed' },
  serviceTags: ['free-quote', 'same-day'],
  languages: ['en', 'es'],
  neighborhood: 'uptown',
  isPremium: true,
  isVerified: false,
  isClaimed: false,
  credentials: [],
  quoteReachable: false,
  userRating: 4.5,
  reviewCount: 12,
  details: null,
  latitude: null,
  longitude: null,
  locationApproximate: false,
  status: 'published',
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-01-02T03:04:05.000Z',
};

describe('business export', () => {
  it('has one cell per column, in order, and a header row', () => {
    expect(businessCsvRow(business)).toHaveLength(EXPORT_COLUMNS.length);
    const [header, row] = parseCsv(businessesToCsv([business]));
    expect(header).toEqual([...EXPORT_COLUMNS]);
    const at = (column: (typeof EXPORT_COLUMNS)[number]) => row![EXPORT_COLUMNS.indexOf(column)];
    expect(at('businessName')).toBe('Queen City Movers, LLC');
    expect(at('longDescription')).toBe('We "move" you.\nFast.');
    expect(JSON.parse(at('businessHours')!)).toEqual({ Monday: '8:00 AM - 6:00 PM', Sunday: 'Closed' });
    expect(at('serviceTags')).toBe('free-quote;same-day');
    expect(at('languages')).toBe('en;es');
    expect(at('isPremium')).toBe('true');
    expect(at('status')).toBe('published');
  });

  it('imports its own rows back: the export columns are all accepted', () => {
    const result = parseBusinessImport(businessesToCsv([business]));
    expect(result.errors).toEqual([]);
    expect(result.rows).toHaveLength(1);
    expect(result.rows[0]).toMatchObject({
      row: 2,
      neighborhood: 'uptown',
      languages: ['en', 'es'],
      business: {
        businessName: 'Queen City Movers, LLC',
        category: 'movers-packers',
        serviceTags: ['free-quote', 'same-day'],
        businessHours: { Monday: '8:00 AM - 6:00 PM', Sunday: 'Closed' },
        longDescription: 'We "move" you.\nFast.',
        website: 'https://qcm.example',
        zipCode: '28202',
      },
    });
  });

  it('removes the formula guard on import', () => {
    const csv = toCsv([
      ['businessName', 'category', 'address', 'phone', 'email', 'shortDescription'],
      ['Guarded', 'movers-packers', '1 St', '704', 'a@b.example', '=not a formula'],
    ]);
    expect(csv).toContain("'=not a formula");
    expect(parseBusinessImport(csv).rows[0]!.business.shortDescription).toBe('=not a formula');
  });
});

describe('business import rows', () => {
  const header = 'businessName,category,address,phone,email';

  it('accepts labels for category, tags and neighborhood, in any letter case', () => {
    const csv = `${header},serviceTags,neighborhood\nA,Pet Services,1 St,704,a@b.example,24/7 Service; eco-friendly,plaza midwood\n`;
    const { rows, errors } = parseBusinessImport(csv);
    expect(errors).toEqual([]);
    expect(rows[0]).toMatchObject({ neighborhood: 'plaza-midwood', business: { category: 'pet-services', serviceTags: ['24-7', 'eco-friendly'] } });
  });

  it('reads the languages the staff speak by code or English name, in the list order, and names an unknown one', () => {
    const csv = `${header},languages\nA,Pet Services,1 St,704,a@b.example,vietnamese; ES\nB,Pet Services,2 St,704,b@b.example,Spanish;Klingon\nC,Pet Services,3 St,704,c@b.example,\n`;
    const { rows, errors } = parseBusinessImport(csv);
    expect(rows.map((r) => [r.row, r.languages])).toEqual([
      [2, ['es', 'vi']],
      [4, undefined],
    ]);
    expect(errors).toEqual([{ row: 3, field: 'languages', message: expect.stringContaining('Unknown language "Klingon"') }]);
  });

  it('numbers rows as a spreadsheet does (header = 1) and reports every problem of every row', () => {
    const csv = [
      `${header},serviceTags,zipCode`,
      'Good,movers-packers,1 St,704,a@b.example,,',
      ',movers-packers,,704,a@b.example,,',
      'Tags,movers-packers,1 St,704,a@b.example,free-quote;a;b;c;d;e;f;g,2820',
    ].join('\n');
    const { rows, errors } = parseBusinessImport(csv);
    expect(rows.map((r) => r.row)).toEqual([2]);
    expect(errors).toEqual([
      { row: 3, field: 'businessName', message: 'Business name is required' },
      { row: 3, field: 'address', message: 'Business address is required' },
      { row: 4, field: 'zipCode', message: 'ZIP code must be 5 digits' },
      { row: 4, field: 'serviceTags', message: expect.any(String) },
    ]);
  });

  it('reports a row with the wrong number of cells, repeated rows, and bad hours', () => {
    const csv = [
      `${header},businessHours`,
      'A,movers-packers,1 St,704,a@b.example,',
      'a,movers-packers,1 st,704,c@d.example,',
      'Short,movers-packers',
      'H,movers-packers,1 St,704,a@b.example,"{""Funday"": ""9-5""}"',
    ].join('\n');
    expect(parseBusinessImport(csv).errors).toEqual([
      { row: 3, field: 'businessName', message: 'Same business name and address as row 2' },
      { row: 4, field: '', message: 'Expected 6 cells, found 2' },
      { row: 5, field: 'businessHours', message: expect.stringContaining('Unknown weekday "Funday"') },
    ]);
  });

  it('reports header problems on row 1 and reads no rows then', () => {
    const result = parseBusinessImport('businessName,colour,businessName\nA,b,c\n');
    expect(result.rows).toEqual([]);
    expect(result.errors).toEqual(
      expect.arrayContaining([
        { row: 1, field: 'colour', message: 'Unknown column "colour"' },
        { row: 1, field: 'email', message: 'Missing column "email"' },
        { row: 1, field: 'businessName', message: 'Column "businessName" appears twice' },
      ]),
    );
    expect(parseBusinessImport('').errors).toEqual([{ row: 1, field: '', message: 'The file is empty' }]);
    expect(parseBusinessImport(`${header}\n`).errors).toEqual([{ row: 2, field: '', message: 'The file has no business rows' }]);
  });

  it('knows every import column', () => {
    expect(IMPORT_COLUMNS.every((c) => (EXPORT_COLUMNS as readonly string[]).includes(c))).toBe(true);
  });
});
