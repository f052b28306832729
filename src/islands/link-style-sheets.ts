/**
 * Links style sheets once (by href) and resolves when every one has loaded or failed. The
 * map islands link Leaflet's styles and their own this way, when a map is first opened,
 * rather than importing them, so that no page links them before.
 */
export async function linkStyleSheets(hrefs: readonly string[]): Promise<void> {
  const loads = hrefs.map((href) => {
    const existing = document.querySelector<HTMLLinkElement>(`link[data-map-style="${href}"]`);
    if (existing?.dataset.loaded) return Promise.resolve();
    const link = existing ?? document.createElement('link');
    const done = new Promise<void>((resolve) => {
      link.addEventListener('load', () => {
        link.dataset.loaded = 'true';
        resolve();
      });
      link.addEventListener('error', () => resolve());
    });
    if (!existing) {
      link.rel = 'stylesheet';
      link.href = href;
      link.dataset.mapStyle = href;
      document.head.append(link);
    }
    return done;
  });
  await Promise.all(loads);
}
