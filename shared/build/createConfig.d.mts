import type { RsbuildConfig } from '@rsbuild/core';

export function createRemoteConfig(name: string): RsbuildConfig;
export function createShellConfig(): RsbuildConfig;
