/*
 * The portal's embed loader, `/embed.js` on the shell's origin: any page can show a portal area
 * with `<portal-area area="dining" path="/dining/restaurant">` after
 * `PortalEmbed.configure({ community, getToken })`, or with `PortalEmbed.mount(element, {...})`.
 * Each area runs from its own Module Federation container, in a shadow root of the element (its
 * styles stay there, the page's stay out), and every area on the page shares one scope: one
 * React, one `@portal/shared` and so one store.
 */
import type { RegistryEntry } from '@portal/shared';
import { resolveEnvironment } from '@portal/shared/environments';

export interface EmbedOptions {
  /** The area's id, as its definition names it: 'dining', 'events'. */
  area: string;
  /** The portal path to open in it, e.g. '/dining/restaurant'; its first page without one. */
  path?: string;
  /** The community whose portal this is. */
  community: string;
  /** The portal bearer token of the person signed in on the page; asked again when it runs out. */
  getToken: () => string | Promise<string>;
}

interface Lifecycles {
  bootstrap(props: object): Promise<unknown>;
  mount(props: object): Promise<unknown>;
  unmount(props: object): Promise<unknown>;
}

interface Container {
  init(shareScope: object): unknown;
  get(module: string): Promise<() => Lifecycles>;
}

const script = document.currentScript as HTMLScriptElement | null;
const shellOrigin = new URL(script?.src ?? window.location.href).origin;
const apiOrigin = resolveEnvironment(new URL(shellOrigin)).apiOrigin;
/** One share scope for every area on the page. */
const shareScope = {};
const containers = new Map<string, Promise<Container>>();
const NOT_AVAILABLE = 'This part of the portal is not available right now.';
let mounted = 0;

async function asked<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

async function registryEntry(options: EmbedOptions, token: string): Promise<RegistryEntry> {
  const { remotes } = await asked<{ remotes: RegistryEntry[] }>(
    `${apiOrigin}/v3/registry?communityId=${encodeURIComponent(options.community)}`,
    { headers: { Authorization: `Bearer ${token}` } },
  );
  const entry = remotes.find((remote) => remote.definition.id === options.area);
  if (!entry) throw new Error(`The area ${options.area} is not part of this portal`);
  return entry;
}

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const tag = document.createElement('script');
    tag.src = src;
    tag.onload = () => resolve();
    tag.onerror = () => reject(new Error(`${src} did not load`));
    document.head.append(tag);
  });
}

let runtime: Promise<void> | null = null;

/**
 * Built areas use their host's Module Federation runtime instead of bringing their own: on a
 * partner's page, this loader is their host. It is fetched with the first area, not with the
 * loader.
 */
function provideFederationRuntime(): Promise<void> {
  runtime ??= import('@module-federation/runtime-core').then((core) => {
    const page = self as unknown as { _FEDERATION_RUNTIME_CORE?: unknown };
    page._FEDERATION_RUNTIME_CORE ??= core;
  });
  runtime.catch(() => {
    runtime = null;
  });
  return runtime;
}

async function loadContainer(entry: RegistryEntry): Promise<Container> {
  await provideFederationRuntime();
  const manifestUrl = new URL(entry.entry, shellOrigin);
  const { metaData } = await asked<{
    metaData: { globalName: string; remoteEntry: { path: string; name: string } };
  }>(manifestUrl.href);
  const { path, name } = metaData.remoteEntry;
  await loadScript(new URL(`${path ? `${path}/` : ''}${name}`, manifestUrl).href);
  const container = (window as unknown as Record<string, Container | undefined>)[
    metaData.globalName
  ];
  if (!container) throw new Error(`${entry.name} did not load its container`);
  await container.init(shareScope);
  return container;
}

function containerOf(entry: RegistryEntry): Promise<Container> {
  let container = containers.get(entry.name);
  if (!container) {
    container = loadContainer(entry);
    containers.set(entry.name, container);
    container.catch(() => containers.delete(entry.name));
  }
  return container;
}

/** What the element shows while an area loads, or when it could not: legible without the area. */
function notice(root: ShadowRoot, text: string, retry?: () => void): void {
  const box = document.createElement('div');
  box.style.cssText = 'font: 1.125rem/1.5 system-ui, sans-serif; padding: 1rem;';
  const message = document.createElement('p');
  message.setAttribute('role', retry ? 'alert' : 'status');
  message.textContent = text;
  box.append(message);
  if (retry) {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'Retry';
    button.style.cssText =
      'font: inherit; min-height: 2.75rem; min-width: 2.75rem; padding: 0 1rem;';
    button.onclick = retry;
    box.append(button);
  }
  root.replaceChildren(box);
}

/** Shows a portal area in `element`; answers how to take it away again. */
export async function mount(
  element: HTMLElement,
  options: EmbedOptions,
): Promise<{ unmount: () => Promise<void> }> {
  const root = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
  notice(root, 'Loading this part of the portal…');
  try {
    const getToken = async () => options.getToken();
    const entry = await registryEntry(options, await getToken());
    const lifecycles = (await (await containerOf(entry)).get('./embed'))();
    mounted += 1;
    const domElement = document.createElement('div');
    const props = {
      name: `${entry.name}-${mounted}`,
      domElement,
      getToken,
      communityId: options.community,
      path: options.path,
      shellOrigin,
    };
    await lifecycles.bootstrap(props);
    root.replaceChildren(domElement);
    await lifecycles.mount(props);
    return { unmount: async () => void (await lifecycles.unmount(props)) };
  } catch (error) {
    notice(root, NOT_AVAILABLE, () => {
      mount(element, options).catch((again: unknown) => console.error(again));
    });
    throw error;
  }
}

let configured: (defaults: Pick<EmbedOptions, 'community' | 'getToken'>) => void;
const defaults = new Promise<Pick<EmbedOptions, 'community' | 'getToken'>>((resolve) => {
  configured = resolve;
});

/** The community and token source every `<portal-area>` of the page uses. */
export function configure(options: Pick<EmbedOptions, 'community' | 'getToken'>): void {
  configured(options);
}

/** `<portal-area area="events" path="/events/all">`: mounts once the page has called configure. */
class PortalArea extends HTMLElement {
  private shown: Promise<{ unmount: () => Promise<void> }> | null = null;

  connectedCallback() {
    const area = this.getAttribute('area') ?? '';
    const path = this.getAttribute('path') ?? undefined;
    this.shown = defaults.then((given) => mount(this, { ...given, area, path }));
    this.shown.catch((error: unknown) => console.error(error));
  }

  disconnectedCallback() {
    void this.shown?.then(({ unmount }) => unmount());
    this.shown = null;
  }
}

if (!customElements.get('portal-area')) customElements.define('portal-area', PortalArea);
(window as unknown as { PortalEmbed: object }).PortalEmbed = { configure, mount };
