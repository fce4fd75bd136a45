import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import type { ControllerSnapshot, HomeController } from './homeController';

const ControllerContext = createContext<HomeController | null>(null);

export function ControllerProvider({
  controller,
  children,
}: {
  controller: HomeController;
  children: ReactNode;
}) {
  return <ControllerContext.Provider value={controller}>{children}</ControllerContext.Provider>;
}

/** The resident's controller and what it last confirmed; re-renders when that changes. */
export function useController(): { controller: HomeController; snapshot: ControllerSnapshot } {
  const controller = useContext(ControllerContext);
  if (!controller) throw new Error('useController needs a ControllerProvider');
  const snapshot = useSyncExternalStore(controller.subscribe, controller.getSnapshot);
  return { controller, snapshot };
}
