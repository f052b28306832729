/**
 * "Rank by what matters to you" in Spanish: the island's words come from the Spanish catalog
 * (labels, help, the notice for out-of-range weights in the address, the all-zero message),
 * with the same ranking as in English.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en';
import { es } from '../../src/i18n/es';
import RankByPriorities from '../../src/islands/ranking/RankByPriorities';
import type { RankingInput } from '../../src/domain/personal-ranking';

const all = (v: number): RankingInput['factors'] => ({ cost: v, safety: v, commute: v, schools: v, walk: v, green: v });
const rows: RankingInput[] = [
  { slug: 'cheap', name: 'Cheap Side', factors: { ...all(40), cost: 90 } },
  { slug: 'safe', name: 'Safe Side', factors: { ...all(40), safety: 95 } },
];

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the ranking island in Spanish', () => {
  it('labels the sliders in Spanish and says which weights from the address it used', async () => {
    window.history.replaceState(null, '', '/es/neighborhoods?safety=9');
    render(<RankByPriorities rows={rows} words={es.ranking} />);
    expect(screen.getByRole('group', { name: '¿Cuánto le importa cada uno?' })).toBeTruthy();
    expect(screen.getByLabelText('Seguridad')).toBeTruthy();
    expect(screen.getByText('menos delitos violentos y contra la propiedad por cada 1,000 residentes')).toBeTruthy();
    expect(await screen.findByText('Los pesos van de 0 a 5, así que usamos 5 para “Seguridad”.')).toBeTruthy();
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['Safe Side', 'Cheap Side']);
    expect(screen.getByRole('button', { name: 'Volver a los valores predeterminados' })).toBeTruthy();
  });

  it('says 1 punto, not 1 puntos', () => {
    render(<RankByPriorities rows={[{ slug: 'low', name: 'Low Side', factors: { ...all(40), safety: 5 } }]} words={es.ranking} />);
    expect(screen.getByText(/Seguridad 1 punto, /)).toBeTruthy();
    expect(screen.getByText(/Menor costo 9 puntos, /)).toBeTruthy();
  });

  it('asks for some weight in Spanish when every weight is 0', () => {
    render(<RankByPriorities rows={rows} words={es.ranking} />);
    for (const key of ['cost', 'safety', 'commute', 'schools', 'walk', 'green'] as const) {
      fireEvent.change(screen.getByLabelText(es.ranking[key]), { target: { value: '0' } });
    }
    expect(screen.getAllByText('Dé algo de peso al menos a un factor').length).toBeGreaterThan(0);
  });

  it('re-ranks by the weights in the address in both languages alike', async () => {
    window.history.replaceState(null, '', '/neighborhoods?cost=5');
    const english = render(<RankByPriorities rows={rows} words={en.ranking} />);
    expect(await screen.findByLabelText('Lower cost')).toHaveProperty('value', '5');
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['Cheap Side', 'Safe Side']);
    english.unmount();
    window.history.replaceState(null, '', '/es/neighborhoods?cost=5');
    render(<RankByPriorities rows={rows} words={es.ranking} />);
    expect(await screen.findByLabelText('Menor costo')).toHaveProperty('value', '5');
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['Cheap Side', 'Safe Side']);
  });
});
