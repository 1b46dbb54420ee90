// The API's routes as valid requests (one template per route of the access table), shared by
// the proofs that break them: bad-input.test.ts (generated hostile requests) and
// largest-bodies.test.ts (the largest accepted body of the worst characters in every field).
// The templates live by area in templates/; their order here is the order the generators draw from.
import { ROUTE_RULES, allowedRoles, allowsAnonymous } from '../../src/access/route-rules';
import { DEMO } from '../helpers';
import { ctx, ids, type Caller, type ParamKind, type Template } from './route-context';
import { ACCOUNTS_EVENTS } from './templates/accounts-events';
import { CONTROL_ROOM } from './templates/control-room';
import { OVERSIGHT } from './templates/oversight';
import { PUBLIC } from './templates/public';
import { SETTINGS } from './templates/settings';

export { ctx, ids, newUser, tokens, type Caller, type ParamKind, type Template } from './route-context';

/** The areas' templates in one table; a route in two areas would hide one of its templates, so it throws. */
function inOrder(...areas: Record<string, Template>[]): Record<string, Template> {
  const all: Record<string, Template> = {};
  for (const area of areas)
    for (const [key, template] of Object.entries(area)) {
      if (key in all) throw new Error(`The route template ${key} is in two areas`);
      all[key] = template;
    }
  return all;
}

// A valid request per route: the generators start from these and break them. A new route goes in
// its area's file, at its end.
export const TEMPLATES = inOrder(ACCOUNTS_EVENTS, SETTINGS, PUBLIC, CONTROL_ROOM, OVERSIGHT);

export const KEYS = Object.keys(TEMPLATES);
export const methodOf = (key: string) => key.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export const pathOf = (key: string) => key.split(' ')[1]!;
export const callersOf = (key: string): Caller[] => {
  const rule = ROUTE_RULES[key]!;
  return [...(allowsAnonymous(rule) ? ['ANONYMOUS' as const] : []), ...allowedRoles(rule)];
};

export function validParam(kind: ParamKind, caller: Caller): string {
  switch (kind) {
    case 'ticket':
      return String(ctx.ticket);
    case 'attachment':
      return String(ctx.attachment);
    case 'notification':
      return String(ctx.notification);
    case 'self':
      return caller === 'ANONYMOUS' ? ids.DRIVER : ids[caller];
    case 'victim':
      return ctx.victim;
    case 'operator':
      return ids.OPERATOR;
    case 'lookup':
      return '1';
    case 'email':
      return encodeURIComponent(DEMO.DRIVER);
    case 'report':
      return 'events';
    case 'closeReason':
      return 'FALSO_AVISO';
    case 'severity':
      return 'MINOR';
    case 'template':
      return String(ctx.template);
    case 'unit':
      return '1';
  }
}

export function paramsFor(key: string, caller: Caller): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, kind] of Object.entries(TEMPLATES[key]!.params ?? {})) params[name] = validParam(kind, caller);
  return params;
}

/** The URL of a request: its parameters, the valid ones where it gives none, and its query. */
export function urlOf(g: { key: string; caller: Caller; params: Record<string, string>; query: string }): string {
  let path = pathOf(g.key);
  for (const [name, kind] of Object.entries(TEMPLATES[g.key]!.params ?? {})) {
    path = path.replace(`:${name}`, g.params[name] ?? validParam(kind, g.caller));
  }
  return path + g.query;
}
