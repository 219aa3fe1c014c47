import type { Route } from './+types/not-found';
import { notFoundResponse } from '../layout/not-found.server';

/** Any path outside the route table: the general error page with status 404 and related links. */
export async function loader({ request }: Route.LoaderArgs) {
  throw await notFoundResponse(request);
}

export default function NotFound() {
  return null;
}
