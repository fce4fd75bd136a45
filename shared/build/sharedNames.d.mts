export const NAME_SHARES: Record<string, string>;
export const LIBRARY_FILES: string[];
export function shareFile(pkg: string): URL;
export function sharedNames(pkg: string, shareText?: string): Set<string>;
export function sharedValuesImported(text: string, fileName: string): [string, string][];
export function unsharedNames(sourceDir: string): string[];
export function unsharedLibraryNames(): string[];
