import type { AreaHook, AreaHooks, PortalStore, RegistryEntry } from '@portal/shared';
import { reportLoadFailure } from './AreaFailure';
import { loadIdleAreaModule } from './federation';
import { whenIdle } from './firstPage';
import type { AreaLoadError } from './loadFailure';
import type { PortalAreas } from './registryAreas';

/** The areas (by registry name) whose `./hooks` module has the hook. */
export function areasWithHook(
  entries: readonly RegistryEntry[],
  areas: PortalAreas,
  hook: AreaHook,
): RegistryEntry[] {
  return entries.filter(
    (entry) => !areas.incompatible.has(entry.name) && entry.definition.hooks?.includes(hook),
  );
}

/**
 * Calls `onResume` whenever the page is shown again (spec 2: the app resumes): visible after
 * being hidden, which also covers a page restored from the back-forward cache (it was hidden
 * when it went in). Returns the unsubscribe.
 */
export function watchResume(doc: Document, onResume: () => void): () => void {
  let hidden = doc.visibilityState === 'hidden';
  const onVisibility = () => {
    if (doc.visibilityState === 'hidden') {
      hidden = true;
    } else if (hidden) {
      hidden = false;
      onResume();
    }
  };
  doc.addEventListener('visibilitychange', onVisibility);
  return () => doc.removeEventListener('visibilitychange', onVisibility);
}

/**
 * An area's hooks (handed over after a navigation under way: the page asked for goes first); a
 * failure is reported, and the next run tries again.
 */
async function hooksOf(store: PortalStore, entry: RegistryEntry): Promise<AreaHooks | null> {
  try {
    const module = await loadIdleAreaModule<'hooks', { hooks: AreaHooks }>(entry, 'hooks', 'hooks');
    return module.hooks;
  } catch (failure) {
    reportLoadFailure(store.dispatch, entry.name, failure as AreaLoadError);
    return null;
  }
}

async function run(store: PortalStore, entries: readonly RegistryEntry[], hook: AreaHook) {
  await Promise.all(
    entries.map(async (entry) => {
      const hooks = await hooksOf(store, entry);
      try {
        hooks?.[hook]?.(store);
      } catch (error) {
        // One area's hook failing leaves the others and the portal running.
        console.error(`The ${hook} hook of ${entry.name} failed`, error);
      }
    }),
  );
}

/**
 * Runs the areas' startup hooks after sign-in (spec 4: reminders, badges) and their resume
 * hooks whenever the portal resumes.
 */
export function startAreaHooks(
  store: PortalStore,
  entries: readonly RegistryEntry[],
  areas: PortalAreas,
): () => void {
  // One area at a time, each in an idle moment of its own.
  for (const entry of areasWithHook(entries, areas, 'startup')) {
    whenIdle(() => run(store, [entry], 'startup'));
  }
  return watchResume(document, () => {
    void run(store, areasWithHook(entries, areas, 'resume'), 'resume');
  });
}
