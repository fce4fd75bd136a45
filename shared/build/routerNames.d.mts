export function sharedRouterNames(shareText?: string): Set<string>;
export function routerValuesImported(text: string, fileName: string): string[];
export function unsharedRouterNames(sourceDir: string, shared?: Set<string>): string[];
