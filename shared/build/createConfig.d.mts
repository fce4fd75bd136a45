import type { RsbuildConfig, RsbuildConfigAsyncFn } from '@rsbuild/core';

export function createRemoteConfig(name: string): RsbuildConfigAsyncFn;
export function createShellConfig(): RsbuildConfig;
