import { findCategory, type CategoryValue } from '../domain/catalog';
import { CATEGORY_DESCRIPTIONS } from '../domain/category-descriptions';
import type { Locale } from './locale';

/** Spanish names and descriptions of the twelve categories (English: src/domain/catalog.ts). */
const SPANISH: Record<CategoryValue, { label: string; description: string }> = {
  'movers-packers': { label: 'Mudanzas y embalaje', description: 'servicios profesionales de mudanza' },
  'utility-setup': { label: 'Conexión de servicios', description: 'electricidad, gas e internet' },
  'storage-junk-removal': { label: 'Almacenaje y retiro de trastos', description: 'unidades de almacenaje y vaciado' },
  'cleaning-services': { label: 'Servicios de limpieza', description: 'limpieza al entrar o salir de la vivienda' },
  'realtors-rentals': { label: 'Agentes inmobiliarios y alquileres', description: 'profesionales de bienes raíces' },
  'schools-childcare': { label: 'Escuelas y guarderías', description: 'servicios educativos' },
  'healthcare-doctors': { label: 'Salud y médicos', description: 'profesionales de la salud' },
  'dmv-paperwork': { label: 'DMV y trámites', description: 'servicios del gobierno' },
  'pet-services': { label: 'Servicios para mascotas', description: 'veterinarios y cuidado de mascotas' },
  'neighborhood-guides': { label: 'Guías de vecindarios', description: 'información de la zona' },
  'social-newcomer-groups': { label: 'Grupos sociales y de recién llegados', description: 'vínculos con la comunidad' },
  'specialty-services': { label: 'Servicios especializados', description: 'servicios especializados' },
};

/** A category's name and description as a visitor of `locale` reads them. */
export function categoryText(value: CategoryValue, locale: Locale): { label: string; description: string } {
  if (locale === 'es') return SPANISH[value];
  const category = findCategory(value);
  return { label: category?.label ?? value, description: category ? CATEGORY_DESCRIPTIONS[value] : '' };
}
