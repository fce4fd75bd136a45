/**
 * The portal platform's version: `@portal/shared` as the shell runs it (its package version).
 * An area states the range it needs (`AreaDefinition.platform`); the shell shows "update
 * needed" instead of an area whose range this version is not in.
 */
export const PLATFORM_VERSION = '1.16.0';
