import { Type } from 'typebox';
import { Value } from 'typebox/value';
import { layoutTypes, shellRoutes, type RemoteName, type RouteDef } from '@cards/shared/brand';

// What a remote's routes.json must hold: the pages it renders (@cards/shared/brand's RouteDef says what each field
// means). Checked when ops publish a build, and again when the api reads a published one.

const text = (maxLength: number) => Type.String({ maxLength });
const id = Type.String({ pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', maxLength: 60 });

const RouteSchema = Type.Object({
  id,
  // An absolute react-router pattern of plain segments, `:name`, `:name?`, {product} and a trailing `/*`.
  path: Type.String({ pattern: '^(?:/(?:[a-z0-9{}.-]+|:[A-Za-z]+\\??))+(?:/\\*)?$|^/$', maxLength: 200 }),
  title: Type.String({ minLength: 1, maxLength: 120 }),
  description: text(300),
  layout: Type.Union(layoutTypes.map((layout) => Type.Literal(layout))),
  brands: Type.Optional(Type.Array(Type.String({ pattern: '^[a-z0-9]+$', maxLength: 40 }), { minItems: 1, maxItems: 50 })),
  cardTypes: Type.Optional(Type.Array(Type.Union([Type.Literal('asic'), Type.Literal('msic')]), { minItems: 1, maxItems: 2 })),
  data: Type.Optional(Type.Array(Type.String({ pattern: '^/api/[a-z0-9/-]+$', maxLength: 200 }), { maxItems: 10 })),
  blockedWhenInvitationOnly: Type.Optional(Type.Boolean()),
  homeWhenApplyGoesHome: Type.Optional(Type.Boolean()),
  requiresLogin: Type.Optional(Type.Boolean()),
  redirectTo: Type.Optional(Type.String({ pattern: '^/[^\\s]*$', maxLength: 200 })),
  idleTimeout: Type.Optional(Type.Literal(true)),
  scroll: Type.Optional(Type.Union([Type.Literal('top'), Type.Literal('animate')])),
  prerender: Type.Optional(Type.Literal('page')),
}, { additionalProperties: false });

const RoutesSchema = Type.Array(RouteSchema, { maxItems: 200 });

/** What is wrong with a routes.json, in words for the person publishing; none when it is right. */
export function routeFileProblems(data: unknown): string[] {
  const problems = [...Value.Errors(RoutesSchema, data)]
    .map((error) => `${error.instancePath || '/'}: ${error.keyword === 'additionalProperties' ? 'has a field a route does not have' : error.message}`);
  if (problems.length > 0) return [...new Set(problems)].slice(0, 10);
  const routes = data as Array<Omit<RouteDef, 'owner'>>;
  const shellIds = new Set(shellRoutes.map((route) => route.id));
  const seen = new Set<string>();
  for (const route of routes) {
    if (shellIds.has(route.id)) problems.push(`${route.id}: is one of the shell's own pages`);
    if (seen.has(route.id)) problems.push(`${route.id}: is declared twice`);
    seen.add(route.id);
  }
  return problems;
}

/** A remote's routes from its routes.json text, its owner filled in; undefined when the file is not right. */
export function parseRouteFile(text: string, owner: RemoteName): RouteDef[] | undefined {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (routeFileProblems(data).length > 0) return undefined;
  return (data as Array<Omit<RouteDef, 'owner'>>).map((route) => ({ ...route, owner }));
}
