/**
 * The share image of a business with a cover photo: the photo, cropped to 1200x630, under a
 * dark band with the business's name and the site's name, as a PNG. The photo is resized
 * by sharp first, so satori and resvg only ever see a 1200x630 JPEG.
 */
import satori from 'satori';
import sharp from 'sharp';
import { Resvg } from '@resvg/resvg-js';
import { SITE } from '../../domain/catalog';
import { loadFonts } from './fonts';
import { OG_HEIGHT, OG_WIDTH, fitText } from './image';
import { LRUCache } from 'lru-cache';
import { takeRender } from './store';

const el = (type: string, style: Record<string, unknown>, children?: unknown, extra: Record<string, unknown> = {}) => ({
  type,
  props: { style, children, ...extra },
});

/** The card: `photo` (a data: URL of a 1200x630 JPEG) as background, `title` over it. */
function photoOgElement(title: string, photo: string) {
  const { titleSize } = fitText({ title });
  return el('div', { width: OG_WIDTH, height: OG_HEIGHT, display: 'flex', position: 'relative', fontFamily: 'Inter', color: '#ffffff' }, [
    el('img', { position: 'absolute', top: 0, left: 0, width: OG_WIDTH, height: OG_HEIGHT }, undefined, { src: photo, width: OG_WIDTH, height: OG_HEIGHT }),
    el(
      'div',
      {
        position: 'absolute',
        left: 0,
        bottom: 0,
        width: OG_WIDTH,
        display: 'flex',
        flexDirection: 'column',
        padding: '120px 80px 56px 80px',
        backgroundImage: 'linear-gradient(180deg, rgba(16,48,95,0) 0%, rgba(16,48,95,0.82) 45%, rgba(16,48,95,0.95) 100%)',
      },
      [
        el('div', { display: 'flex', fontSize: Math.min(titleSize, 68), fontWeight: 800, lineHeight: 1.1, letterSpacing: -1.5 }, title),
        el('div', { display: 'flex', marginTop: 20, fontSize: 28, color: '#d9eaff' }, `${SITE.name} · ${SITE.city}`),
      ],
    ),
  ]);
}

/** Renders the card for a photo's bytes (any format sharp reads) and a title. */
async function renderPhotoOgPng(photoBytes: Uint8Array, title: string): Promise<Uint8Array> {
  const background = await sharp(photoBytes).resize(OG_WIDTH, OG_HEIGHT, { fit: 'cover', position: 'attention' }).jpeg({ quality: 82 }).toBuffer();
  const svg = await satori(photoOgElement(title, `data:image/jpeg;base64,${background.toString('base64')}`) as unknown as Parameters<typeof satori>[0], {
    width: OG_WIDTH,
    height: OG_HEIGHT,
    fonts: await loadFonts(),
  });
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: OG_WIDTH }, font: { loadSystemFonts: false } }).render().asPng();
  return new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
}

const rendered = new LRUCache<string, Promise<Uint8Array>>({ max: 50 });

/**
 * The card for the photo stored under `storageKey` (its bytes from `load`), from memory or
 * a render counted against `client`'s renders per minute.
 */
export function photoOgPng(
  storageKey: string,
  title: string,
  load: () => Promise<Uint8Array | null>,
  options: { client: string; rendersPerMinute: number },
): Promise<Uint8Array | null> {
  const key = JSON.stringify([storageKey, title]);
  const hit = rendered.get(key);
  if (hit) return hit;
  takeRender(options.client, Date.now(), options.rendersPerMinute);
  const loading = load().then((bytes) => (bytes ? renderPhotoOgPng(bytes, title) : null));
  const kept = loading.then((png) => {
    if (!png) throw new Error('missing photo');
    return png;
  });
  rendered.set(key, kept);
  kept.catch(() => rendered.delete(key));
  return loading;
}
