declare namespace App {
  interface Locals {
    /** What this page view counts for the admin analytics; src/middleware.ts records it (cached renders too). */
    analytics?: import('./loaders/analytics').PageAnalytics;
  }
}

/** The parts of libheif-js's WebAssembly bundle that src/islands/owner/heif.ts uses. */
declare module 'libheif-js/libheif-wasm/libheif-bundle.mjs' {
  interface HeifImage {
    get_width(): number;
    get_height(): number;
    display(target: ImageData, done: (shown: ImageData | null) => void): void;
    free(): void;
  }
  interface LibHeif {
    HeifDecoder: new () => { decode(data: Uint8Array): HeifImage[] };
  }
  const load: () => Promise<LibHeif>;
  export default load;
}
