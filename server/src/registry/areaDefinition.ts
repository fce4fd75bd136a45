import { ROLES } from '@portal/contracts';
import Ajv from 'ajv';
import { ID_MAX } from '../http/inputLimits.ts';

/** Who may use an area (spec 2, 6): roles, a community flag, a deployed home system. */
export interface AreaAccess {
  roles?: string[];
  flag?: string;
  requiresHomeSystem?: boolean;
}

/**
 * An area's definition as its release records it (`AreaDefinition` of `@portal/shared`): the
 * registry reads its paths, access and platform range and hands the whole of it to the shell.
 */
export interface AreaDefinitionData {
  id: string;
  platform: string;
  paths: string[];
  access?: AreaAccess;
  [more: string]: unknown;
}

const TEXT = { type: 'string', minLength: 1, maxLength: 200 };
/** An area, version or community name: letters, digits and . _ - */
export const NAME = {
  type: 'string',
  minLength: 1,
  maxLength: ID_MAX,
  pattern: '^[A-Za-z0-9_.-]+$',
};
const PATH = { type: 'string', minLength: 1, maxLength: ID_MAX, pattern: '^[a-z0-9-]+$' };
/** A route pattern inside an area, or a link in the portal. */
const ROUTE = { type: 'string', maxLength: 300, pattern: '^[^<>"\\s]*$' };
/** Where an area's manifest is: an absolute http(s) address or a path on the shell's origin. */
export const ENTRY = { type: 'string', minLength: 1, maxLength: 500, pattern: '^(https?://|/)' };
const list = (items: object, maxItems: number) => ({ type: 'array', maxItems, items });

/** An object of the registry's schemas: these fields, no others. */
export function strictObject(properties: Record<string, object>, required: string[] = []) {
  return { type: 'object', additionalProperties: false, required, properties };
}

/**
 * Validates the registry's schemas. Unlike the route default it refuses a field it does not
 * know instead of trimming it: a release or a local area with one is a mistake.
 */
export const registryAjv = new Ajv();

const ACCESS = strictObject({
  roles: { type: 'array', maxItems: ROLES.length, items: { enum: [...ROLES] } },
  flag: { enum: ['wellnessEnabled', 'shortcutsEnabledPlus', 'requestExperienceEnabled'] },
  requiresHomeSystem: { type: 'boolean' },
});
const AFTER = { anyOf: [NAME, list(NAME, 20)] };
const PLACEMENT = strictObject({ after: AFTER });
const ICON = { type: 'string', pattern: '^[a-z]{1,30}$' };
/** A field of a GraphQL answer. */
const FIELD = { type: 'string', pattern: '^[_A-Za-z][_0-9A-Za-z]{0,63}$' };
const NAV_ENTRY = strictObject(
  {
    id: NAME,
    label: TEXT,
    to: ROUTE,
    icon: ICON,
    access: ACCESS,
    children: list(
      strictObject({ label: TEXT, to: ROUTE, keep: { type: 'boolean' } }, ['label', 'to']),
      50,
    ),
    childrenFrom: strictObject(
      {
        query: { type: 'string', minLength: 1, maxLength: 1000 },
        list: FIELD,
        label: FIELD,
        to: ROUTE,
      },
      ['query', 'list', 'label', 'to'],
    ),
    sidebar: PLACEMENT,
    more: PLACEMENT,
    tab: PLACEMENT,
  },
  ['id', 'label', 'to', 'icon'],
);
const TOP_BAR_ENTRY = strictObject(
  {
    id: NAME,
    label: TEXT,
    to: ROUTE,
    icon: ICON,
    access: ACCESS,
    onAreaPages: { type: 'boolean' },
    badge: NAME,
    after: AFTER,
  },
  ['id', 'label', 'to', 'icon'],
);

/** The JSON schema of a definition: the deploy route and the local areas at start both use it. */
export const AREA_DEFINITION_SCHEMA = strictObject(
  {
    id: NAME,
    platform: { type: 'string', minLength: 1, maxLength: 64 },
    paths: { type: 'array', minItems: 1, maxItems: 10, items: PATH },
    access: ACCESS,
    nav: list(NAV_ENTRY, 20),
    titles: list(strictObject({ path: ROUTE, title: TEXT }, ['path', 'title']), 200),
    topLevel: list(ROUTE, 50),
    withoutTabBar: list(ROUTE, 50),
    links: { type: 'object', maxProperties: 50, additionalProperties: ROUTE },
    topBar: list(TOP_BAR_ENTRY, 5),
    hooks: {
      type: 'array',
      maxItems: 2,
      uniqueItems: true,
      items: { enum: ['startup', 'resume'] },
    },
    overlay: { type: 'boolean' },
  },
  ['id', 'platform', 'paths'],
);
