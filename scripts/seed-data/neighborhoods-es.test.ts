import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSpanishTexts, NEIGHBORHOODS_ES_DIR } from './neighborhoods-es';
import { NEIGHBORHOODS } from './neighborhoods';

const uptown = NEIGHBORHOODS.find((n) => n.slug === 'uptown')!;
const valid = {
  title: 'Vivir en Uptown',
  metaDescription: 'Uptown en español.',
  overview: 'Uptown es el centro de Charlotte.',
  history: '',
  housingOptions: '',
  lifestyle: '',
  demographics: '',
  localAmenities: '',
  schoolsChildcare: '',
  parksRecreation: '',
  transportation: '',
  keyFeatures: uptown.keyFeatures.map((_, i) => `Rasgo ${i + 1}`),
};

let dir = '';
function folder(files: Record<string, unknown>): string {
  dir = mkdtempSync(join(tmpdir(), 'neighborhoods-es-'));
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(join(dir, name), typeof content === 'string' ? content : JSON.stringify(content));
  }
  return dir;
}
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = '';
});

describe('the Spanish neighborhood texts', () => {
  it('reads every file of the folder by its slug, ignoring the README', () => {
    const texts = loadSpanishTexts(folder({ 'uptown.json': valid, 'README.md': '# notes' }));
    expect([...texts.keys()]).toEqual(['uptown']);
    expect(texts.get('uptown')?.title).toBe('Vivir en Uptown');
  });

  it('fails on a missing key, an extra key, an unknown slug, broken JSON or a key-feature list of another length', () => {
    const { history: _history, ...missing } = valid;
    expect(() => loadSpanishTexts(folder({ 'uptown.json': missing }))).toThrow(/uptown\.json: history/);
    expect(() => loadSpanishTexts(folder({ 'uptown.json': { ...valid, name: 'Uptown' } }))).toThrow(/uptown\.json:.*name/);
    expect(() => loadSpanishTexts(folder({ 'atlantis.json': valid }))).toThrow(/atlantis\.json: no neighborhood/);
    expect(() => loadSpanishTexts(folder({ 'uptown.json': '{"title": ' }))).toThrow(/uptown\.json: not JSON/);
    expect(() => loadSpanishTexts(folder({ 'uptown.json': { ...valid, keyFeatures: ['Uno'] } }))).toThrow(/keyFeatures has 1 items/);
    expect(() => loadSpanishTexts(folder({ 'uptown.json': { ...valid, title: 'x'.repeat(201) } }))).toThrow(/uptown\.json: title/);
  });

  it('accepts the files committed in scripts/seed-data/neighborhoods-es/', () => {
    expect(() => loadSpanishTexts(NEIGHBORHOODS_ES_DIR)).not.toThrow();
  });
});
