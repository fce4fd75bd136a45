import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import ports from '../contracts/ports.json';

const env = (name: string) => JSON.stringify(process.env[name] ?? '');

export default defineConfig({
  plugins: [pluginReact()],
  source: {
    entry: { index: './src/index.tsx' },
    // Ports of the local environment (read by shared/src/config/environments.ts).
    define: {
      'process.env.PORT_SHELL': env('PORT_SHELL'),
      'process.env.PORT_LOGIN': env('PORT_LOGIN'),
      'process.env.PORT_API': env('PORT_API'),
      'process.env.PORT_AUTH_EMULATOR': env('PORT_AUTH_EMULATOR'),
    },
  },
  html: {
    template: './index.html',
    title: 'Sign in — Community Portal',
  },
  server: {
    port: Number(process.env.PORT_LOGIN || ports.login),
    strictPort: true,
  },
});
