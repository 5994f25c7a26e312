import { buildPath, cardName, type RouteDef } from './routes.ts';
import type { Brand, CardType } from './types.ts';

export interface GuardContext {
  authenticated: boolean;
  /** The card of the visit: a signed-out visitor goes to its track page (/track-msic for an MSIC). */
  cardType?: CardType;
}

/**
 * Where a visit to a route must go instead, or undefined to show it (SPEC §1 postal partner blocked,
 * §2 chcheli /apply goes home, §4 routes that need a signed-in person).
 */
export function guardRedirect(route: RouteDef, brand: Brand, context: GuardContext): string | undefined {
  if (route.blockedWhenInvitationOnly && brand.flags.invitationOnly) return buildPath('blocked', brand.product);
  if (route.homeWhenApplyGoesHome && brand.flags.applyGoesHome) return '/';
  if (route.requiresLogin && !context.authenticated) return buildPath('track', cardName(brand, context.cardType));
  return undefined;
}
