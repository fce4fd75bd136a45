import Ajv from 'ajv';
import { ID_MAX } from '../http/inputLimits.ts';
import { ROLES } from '../users/userTypes.ts';

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
const list = (items: object, maxItems: number) => ({ type: 'array', maxItems, items });
const ACCESS = {
  type: 'object',
  additionalProperties: false,
  properties: {
    roles: { type: 'array', maxItems: ROLES.length, items: { enum: [...ROLES] } },
    flag: { enum: ['wellnessEnabled', 'shortcutsEnabledPlus', 'requestExperienceEnabled'] },
    requiresHomeSystem: { type: 'boolean' },
  },
};
const PLACEMENT = {
  type: 'object',
  additionalProperties: false,
  properties: { after: { anyOf: [NAME, list(NAME, 20)] } },
};
const NAV_ENTRY = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'label', 'to', 'icon'],
  properties: {
    id: NAME,
    label: TEXT,
    to: ROUTE,
    icon: { type: 'string', pattern: '^[a-z]{1,30}$' },
    access: ACCESS,
    children: list(
      {
        type: 'object',
        additionalProperties: false,
        required: ['label', 'to'],
        properties: { label: TEXT, to: ROUTE },
      },
      50,
    ),
    sidebar: PLACEMENT,
    more: PLACEMENT,
  },
};

/** The JSON schema of a definition: the deploy route and the local areas at start both use it. */
export const AREA_DEFINITION_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'platform', 'paths'],
  properties: {
    id: NAME,
    platform: { type: 'string', minLength: 1, maxLength: 64 },
    paths: { type: 'array', minItems: 1, maxItems: 10, items: PATH },
    access: ACCESS,
    nav: list(NAV_ENTRY, 20),
    titles: list(
      {
        type: 'object',
        additionalProperties: false,
        required: ['path', 'title'],
        properties: { path: ROUTE, title: TEXT },
      },
      200,
    ),
    topLevel: list(ROUTE, 50),
    links: { type: 'object', maxProperties: 50, additionalProperties: ROUTE },
  },
} as const;

const validate = new Ajv().compile(AREA_DEFINITION_SCHEMA);

/** Whether `value` is a definition the registry accepts. */
export function isAreaDefinition(value: unknown): value is AreaDefinitionData {
  return validate(value);
}
