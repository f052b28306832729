import { describe, expect, it } from 'vitest';
import { SavedSearchSchema } from '../domain/alerts';
import { describeSavedQueryEs, describeSavedQueryIn, describeStoredQueryEs, describeStoredQueryIn } from './saved-search-es';

const parse = (query: Record<string, unknown>) => SavedSearchSchema.parse({ email: 'a@example.com', frequency: 'daily', query }).query;

describe('a saved search in Spanish', () => {
  it('reads every filter in Spanish, names of places as they are', () => {
    const query = parse({ category: 'movers-packers', neighborhood: 'south-end', minRating: '4', near: '28205', radius: '5', open: 'sat-09:00' });
    expect(describeSavedQueryEs(query)).toBe('Mudanzas y embalaje en South End, a 5 millas o menos de 28205, 4+ estrellas, abierto el sábado a las 9:00 a.m.');
    expect(describeSavedQueryEs(parse({ search: 'mudanza', serviceTags: 'free-quote,same-day', languages: 'vi,es', open: 'now' }))).toBe(
      '“mudanza”, cotización gratis, el mismo día, se habla español y vietnamita, abierto ahora',
    );
    expect(describeSavedQueryEs(parse({ near: 'noda', radius: '1', minRating: '5' }))).toBe('Todos los negocios, a 1 milla o menos de noda, 5 estrellas');
    expect(describeSavedQueryEs(parse({ open: 'mon-13:00' }))).toBe('Todos los negocios, abierto el lunes a la 1:00 p.m.');
  });

  it('reads a query that no longer validates by its values as saved', () => {
    expect(describeStoredQueryEs('category=hovercraft-repair&neighborhood=atlantis')).toBe('hovercraft-repair en Atlantis');
    expect(describeStoredQueryEs('category=cleaning-services')).toBe('Servicios de limpieza');
  });

  it('stays English for an English reader', () => {
    const query = parse({ category: 'movers-packers' });
    expect(describeSavedQueryIn(query, 'en')).toBe('Movers & Packers');
    expect(describeSavedQueryIn(query, 'es')).toBe('Mudanzas y embalaje');
    expect(describeStoredQueryIn('category=hovercraft-repair', 'en')).toBe('hovercraft-repair');
  });
});
