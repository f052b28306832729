/** What staff decision endpoints share: the path's id and the answer of a decision. */
import { parseId } from '../queries/businesses';
import type { DecisionResult } from '../queries/claims';
import { ApiError, notFound } from './http';
import type { ApiContext } from './router';

/** The path's `{id}`; 404 naming `what` when it is not an id. */
export function idParam(ctx: ApiContext, what: string): number {
  const id = parseId(ctx.params.id);
  if (id === null) throw notFound(`${what} not found.`);
  return id;
}

/** The decided value; 404 when there was nothing to decide, 409 when it was decided already. */
export function decidedValue<T>(result: DecisionResult<T>, what: string): T {
  if (result.outcome === 'not_found') throw notFound(`${what} not found.`);
  if (result.outcome === 'already_decided') throw new ApiError(409, 'conflict', `This ${what.toLowerCase()} is already ${result.status}.`);
  return result.value;
}
