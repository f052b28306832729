/** Stops with a clear message on a Node older than the one Astro 7 needs. */
export function requireNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 22 || (major === 22 && minor < 12)) {
    console.error(
      `Charlotte Directory needs Node.js 22.12 or newer (24 recommended, see .nvmrc); this is ${process.versions.node}.\n` +
        'Install Node 24, for example: npm i -g --prefix "$HOME/.node24" node@24 && export PATH="$HOME/.node24/bin:$PATH"',
    );
    process.exit(1);
  }
}

/** Loads `.env` when present (variables already set win). */
export function loadDotEnv() {
  try {
    process.loadEnvFile('.env');
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
  }
}
