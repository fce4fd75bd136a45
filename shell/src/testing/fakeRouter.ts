import type { DataRouter } from 'react-router';

type State = DataRouter['state'];
type Listener = Parameters<DataRouter['subscribe']>[0];

/** A router whose state the test moves: only what the shell's watchers read (state, subscribe). */
export function fakeRouter(initialized: boolean, navigation: 'idle' | 'loading') {
  const listeners = new Set<Listener>();
  const router = {
    state: { initialized, navigation: { state: navigation } } as unknown as State,
    subscribe: (listener: Listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** `to`: the key of the location navigated to (each navigation has its own). */
    move(next: { initialized: boolean; navigation: 'idle' | 'loading'; to?: string }) {
      router.state = {
        initialized: next.initialized,
        navigation: { state: next.navigation, location: next.to ? { key: next.to } : undefined },
      } as unknown as State;
      for (const listener of [...listeners]) listener(router.state, {} as never);
    },
    listeners,
  };
  return router;
}
