import { handleApi } from '../../src/server/api/index';

/** Netlify's mount of the API router (Functions v2): every /api/* request. */
export default (request: Request) => handleApi(request);

export const config = { path: '/api/*' };
