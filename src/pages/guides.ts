import type { APIRoute } from 'astro';

/**
 * /guides answers a permanent redirect to /relocation-guide. It is
 * rendered on demand so the server can send a real 301 (a prerendered page cannot).
 */
export const prerender = false;

const redirect: APIRoute = () => new Response(null, { status: 301, headers: { Location: '/relocation-guide', 'Cache-Control': 'public, max-age=3600' } });

export const GET = redirect;
export const HEAD = redirect;
