export const COMPRESSIBLE: RegExp;
export const MIN_BYTES: number;
export const SERVER_COMPRESSES: unique symbol;
export function serverCompresses(): boolean;
export function pickEncoding(acceptEncoding: string | null | undefined): 'br' | 'gzip' | null;
export function compressBody(encoding: 'br' | 'gzip', body: Uint8Array): Promise<Buffer>;
