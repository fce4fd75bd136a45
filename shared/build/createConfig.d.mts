import type { RsbuildConfig, RsbuildConfigAsyncFn } from '@rsbuild/core';

export function createRemoteConfig(name: string, options?: { port: number }): RsbuildConfigAsyncFn;
export function createShellConfig(): RsbuildConfig;
export function createEmbedConfig(): RsbuildConfig;
