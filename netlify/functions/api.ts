// Must stay the first import: it sets production mode before any library loads.
import '../../src/server/production-env';
import { handleApi } from '../../src/server/api/index';
import { securityHeaders } from '../../src/server/security/headers.js';
import { getEnv } from '../../src/server/env';

// Evaluated when the function starts: an invalid environment fails it before any request.
getEnv();

/** Netlify's mount of the API router (Functions v2): every /api/* request. */
export default async (request: Request, context: { ip?: string }) => {
  const response = await handleApi(request, { clientAddress: context.ip });
  for (const [name, value] of Object.entries(securityHeaders(new URL(request.url).pathname))) {
    if (!response.headers.has(name)) response.headers.set(name, value);
  }
  return response;
};

export const config = { path: '/api/*' };
