import { type AreaOverlayModule, allows, type RegistryEntry } from '@portal/shared';
import {
  Component,
  type ComponentType,
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useState,
} from 'react';
import { accessOf } from '../navigation/navItems';
import { useNavContext } from '../navigation/useNavContext';
import { loadIdleAreaModule } from './federation';
import { whenIdle } from './firstPage';

/** The areas that show a part over every screen (`overlay` in their definition). */
export const OverlayAreasContext = createContext<readonly RegistryEntry[]>([]);

export function overlayAreas(
  entries: readonly RegistryEntry[],
  incompatible: ReadonlySet<string>,
): RegistryEntry[] {
  return entries.filter((entry) => entry.definition.overlay && !incompatible.has(entry.name));
}

/** One area's overlay failing leaves the page and the other overlays as they are. */
class OverlayBoundary extends Component<
  { name: string; children: ReactNode },
  { failed: boolean }
> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(`The overlay of ${this.props.name} failed`, error);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Loads once the first page has had its moment; a failure leaves it out until the next start. */
function AreaOverlay({ entry }: { entry: RegistryEntry }) {
  const [Overlay, setOverlay] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    whenIdle(() =>
      loadIdleAreaModule<'Overlay', AreaOverlayModule>(entry, 'overlay', 'Overlay').then(
        (module) => {
          if (live) setOverlay(() => module.Overlay);
        },
        (error: unknown) => console.error(`The overlay of ${entry.name} did not load`, error),
      ),
    );
    return () => {
      live = false;
    };
  }, [entry]);
  if (!Overlay) return null;
  return (
    <OverlayBoundary name={entry.name}>
      <Overlay />
    </OverlayBoundary>
  );
}

/** The areas' parts over every screen (spec 2: the incoming-call dialog), for those allowed. */
export function AreaOverlays() {
  const entries = useContext(OverlayAreasContext);
  const nav = useNavContext();
  if (!nav) return null;
  const access = accessOf(nav);
  return entries
    .filter((entry) => allows(entry.definition.access, access))
    .map((entry) => <AreaOverlay key={entry.name} entry={entry} />);
}
