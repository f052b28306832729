import type { APIRoute } from 'astro';
import { handleApi } from './index';

/** The local server's mount of the API router (Netlify uses netlify/functions/api.ts). */
export const ALL: APIRoute = ({ request, clientAddress }) => handleApi(request, { clientAddress });
