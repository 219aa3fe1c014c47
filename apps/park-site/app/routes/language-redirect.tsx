import { redirect } from 'react-router';
import type { Route } from './+types/language-redirect';

/** `/` has no language: send Spanish-preferring browsers to /es/, everyone else to the fallback /en/. */
export function loader({ request }: Route.LoaderArgs) {
  const accept = request.headers.get('accept-language') ?? '';
  const first = accept.split(',')[0]?.trim().toLowerCase() ?? '';
  return redirect(first.startsWith('es') ? '/es/' : '/en/', { headers: { Vary: 'Accept-Language' } });
}
