import { SCENE_COMMANDS } from '@portal/contracts';
import { CommandError, invalidFormat } from './commandError.ts';
import type { Controller } from './controller.ts';

export type CommandMessage = { id: number; type: string } & Record<string, unknown>;

/** What a command may do besides asking its controller: its connection's subscriptions. */
export interface CommandSession {
  controller: Controller;
  subscribe(subscriptionId: number, eventType: string | null): void;
  unsubscribe(subscriptionId: number): boolean;
}

export type Command = (message: CommandMessage, session: CommandSession) => unknown;

/** The commands answered with a `result` (`ping` has its own answer). */
export const COMMANDS: Record<string, Command> = {
  get_states: (_, { controller }) => controller.states(),
  get_config: (_, { controller }) => controller.config(),
  // Sent by clients of newer versions than the one reported; accepted and ignored.
  supported_features: () => null,
  subscribe_events: (message, session) => {
    const eventType = typeof message.event_type === 'string' ? message.event_type : null;
    session.subscribe(message.id, eventType);
    return null;
  },
  unsubscribe_events: (message, session) => {
    if (!session.unsubscribe(Number(message.subscription)))
      throw new CommandError('not_found', 'Subscription not found.');
    return null;
  },
  call_service: async (message, { controller }) => {
    const { domain, service } = message;
    if (typeof domain !== 'string' || typeof service !== 'string')
      throw invalidFormat('Please give the domain and the service.');
    const data = isRecord(message.service_data) ? { ...message.service_data } : {};
    const entityIds = entityIdsOf(message.target, data);
    delete data.entity_id;
    const context = await controller.callService(domain, service, data, entityIds);
    return { context };
  },
  [SCENE_COMMANDS.list]: (_, { controller }) => controller.sceneList(),
  [SCENE_COMMANDS.save]: (message, { controller }) => controller.saveScene(message.scene),
  [SCENE_COMMANDS.remove]: (message, { controller }) => {
    controller.removeScene(message.scene_id);
    return null;
  },
  [SCENE_COMMANDS.run]: async (message, { controller }) => {
    await controller.runSceneNow(message.scene_id);
    return null;
  },
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `entity_id` may be in the target or in the service data, one id or a list. */
function entityIdsOf(target: unknown, data: Record<string, unknown>): string[] {
  const ids = [isRecord(target) ? target.entity_id : undefined, data.entity_id].flat();
  return [...new Set(ids.filter((id): id is string => typeof id === 'string'))];
}
