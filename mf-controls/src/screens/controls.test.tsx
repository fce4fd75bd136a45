import { type EntityState, type Scene, type SceneDraft, setPortalAreas } from '@portal/shared';
import { renderAt, storeWith, testUser } from '@portal/shared/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERR_CONNECTION_LOST } from 'home-assistant-js-websocket';
import type { ReactElement } from 'react';
import { area } from '../area';
import { ControllerProvider } from '../controller/ControllerContext';
import type { ControllerSnapshot, HomeController } from '../controller/homeController';
import DeviceList from './DeviceList';
import Scenes from './Scenes';

beforeAll(() => setPortalAreas([area]));
afterAll(() => setPortalAreas([]));

const state = (
  entity_id: string,
  value: string,
  attributes: Record<string, unknown>,
): EntityState => ({
  entity_id,
  state: value,
  attributes,
  last_changed: '2026-11-24T10:00:00Z',
  last_updated: '2026-11-24T10:00:00Z',
});

const HOME: Record<string, EntityState> = {
  'light.living_room': state('light.living_room', 'off', {
    friendly_name: 'Living Room Lamp',
    supported_color_modes: ['brightness'],
  }),
  'fan.ceiling_fan': state('fan.ceiling_fan', 'on', {
    friendly_name: 'Ceiling Fan',
    percentage: 33,
  }),
  'climate.thermostat': state('climate.thermostat', 'cool', {
    friendly_name: 'Thermostat',
    temperature: 74,
    current_temperature: 75,
  }),
  'lock.front_door': state('lock.front_door', 'unlocked', { friendly_name: 'Front Door' }),
  'cover.bedroom_window': state('cover.bedroom_window', 'closed', {
    friendly_name: 'Bedroom Window',
    device_class: 'window',
    current_position: 0,
  }),
  'automation.good_morning': state('automation.good_morning', 'on', {
    friendly_name: 'Good Morning',
  }),
};

/** Stands in for the controller connection: records commands, answers as told. */
class StandInController {
  snapshot: ControllerSnapshot = { status: 'ready', entities: HOME, scenes: [] };
  listeners = new Set<() => void>();
  calls: [string, string, object][] = [];
  saved: SceneDraft[] = [];
  refuseWith: unknown = null;
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  getSnapshot = () => this.snapshot;
  update(change: Partial<ControllerSnapshot>) {
    this.snapshot = { ...this.snapshot, ...change };
    for (const listener of this.listeners) listener();
  }
  async callService(entityId: string, service: string, data: object = {}) {
    this.calls.push([entityId, service, data]);
    if (this.refuseWith) throw this.refuseWith;
  }
  async saveScene(draft: SceneDraft) {
    this.saved.push(draft);
    const scene: Scene = { ...draft, id: 's1', lastRun: null };
    this.update({ scenes: [scene] });
    return scene;
  }
}

async function open(element: ReactElement, path: string, controller = new StandInController()) {
  const store = await storeWith(testUser());
  renderAt(
    '/controls/:page',
    <ControllerProvider controller={controller as unknown as HomeController}>
      {element}
    </ControllerProvider>,
    path,
    store,
  );
  return { controller, store };
}

describe('the device list', () => {
  it('groups devices and says each state in words', async () => {
    await open(<DeviceList />, '/controls/list');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Lights', 'Fans', 'Thermostats', 'Doors', 'Windows']);
    expect(screen.getByText('Low', { selector: 'p' })).toBeVisible();
    expect(screen.getByText('Cool, set to 74°, room 75°')).toBeVisible();
    expect(screen.getByText('Unlocked')).toBeVisible();
    expect(screen.queryByText('Good Morning')).toBeNull();
  });

  it('shows a command only once the controller confirms it', async () => {
    const user = userEvent.setup();
    const { controller } = await open(<DeviceList />, '/controls/list');
    const lamp = screen.getByRole('switch', { name: 'Living Room Lamp' });
    await user.click(lamp);
    expect(controller.calls).toEqual([['light.living_room', 'light.turn_on', {}]]);
    expect(lamp).not.toBeChecked();
    act(() =>
      controller.update({
        entities: { ...HOME, 'light.living_room': { ...HOME['light.living_room'], state: 'on' } },
      }),
    );
    expect(lamp).toBeChecked();
  });

  it("puts a refused command back and shows the controller's words; a lost connection says nothing", async () => {
    const user = userEvent.setup();
    const { controller, store } = await open(<DeviceList />, '/controls/list');
    controller.refuseWith = { code: 'invalid_format', message: 'The fan is jammed.' };
    await user.click(screen.getByRole('button', { name: 'Faster: Ceiling Fan' }));
    expect(controller.calls.at(-1)).toEqual([
      'fan.ceiling_fan',
      'fan.set_percentage',
      { percentage: 67 },
    ]);
    expect(store.getState().alerts.current?.text).toBe('The fan is jammed.');
    expect(screen.getByText('Low', { selector: 'p' })).toBeVisible();

    store.dispatch({ type: 'alerts/alertCleared' });
    controller.refuseWith = ERR_CONNECTION_LOST;
    await user.click(screen.getByRole('button', { name: 'Warmer: Thermostat' }));
    expect(controller.calls.at(-1)).toEqual([
      'climate.thermostat',
      'climate.set_temperature',
      { temperature: 75 },
    ]);
    expect(store.getState().alerts.current).toBeNull();
  });

  it('asks before unlocking or locking a door', async () => {
    const user = userEvent.setup();
    const { controller } = await open(<DeviceList />, '/controls/list');
    await user.click(screen.getByRole('button', { name: 'Lock Front Door' }));
    const dialog = screen.getByRole('dialog', { name: 'Lock the Front Door?' });
    expect(controller.calls).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Lock' }));
    expect(controller.calls).toEqual([['lock.front_door', 'lock.lock', {}]]);
  });

  it('keeps controls still while the controller is away', async () => {
    const { controller } = await open(<DeviceList />, '/controls/list');
    act(() => controller.update({ status: 'reconnecting' }));
    expect(screen.getByRole('switch', { name: 'Living Room Lamp' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Open Bedroom Window' })).toBeDisabled();
  });
});

describe('the scene dialog', () => {
  it('walks through a timed scene, checking each step, and saves it', async () => {
    const user = userEvent.setup();
    const { controller } = await open(<Scenes />, '/controls/scenes');
    expect(screen.getByText('No scenes yet')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add a scene' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a scene: step 1 of 4' });
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please give the scene a name.');
    await user.type(within(dialog).getByLabelText('Name'), 'Bedtime');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));

    expect(screen.getByRole('dialog', { name: 'Add a scene: step 2 of 4' })).toBeVisible();
    await user.click(within(dialog).getByLabelText('Monday'));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));

    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please choose a device for every action.',
    );
    await user.selectOptions(within(dialog).getByLabelText('Device'), 'Living Room Lamp');
    await user.selectOptions(
      within(dialog).getByLabelText('What it does'),
      'Turn on, 20% brightness',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));

    expect(
      within(dialog).getByText('At 7:00 AM on Tuesday, Wednesday, Thursday, Friday'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Save the scene' }));
    expect(controller.saved).toEqual([
      {
        name: 'Bedtime',
        when: { kind: 'timed', at: '07:00', days: [2, 3, 4, 5] },
        actions: [
          { entityId: 'light.living_room', service: 'light.turn_on', data: { brightness_pct: 20 } },
        ],
      },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Bedtime' })).toBeVisible();
  });
});
