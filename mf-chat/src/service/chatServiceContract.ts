import { CHAT_REACTION_TYPES, type ChatEvent, strings } from '@portal/shared';
import type { ChatService } from './chatService';

/** Two people of one community who may chat, each with the service as their browser has it. */
export interface ChatContractParties {
  resident: { id: string; service: ChatService };
  family: { id: string; service: ChatService };
  close(): Promise<void>;
}

/**
 * The next event a service hands its listeners that matches, within `ms`: below the test's
 * own time-out, so a missing event fails with this message.
 */
function nextEvent(service: ChatService, match: (event: ChatEvent) => boolean, ms = 3_000) {
  return new Promise<ChatEvent>((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error('No matching chat event'));
    }, ms);
    const stop = service.subscribe((event) => {
      if (!match(event)) return;
      clearTimeout(timer);
      stop();
      resolve(event);
    });
  });
}

/**
 * What every implementation of the `ChatService` port must do, as the screens rely on it: the
 * same tests run against each implementation with a real backend behind it.
 */
export function describeChatServiceContract(
  name: string,
  start: () => Promise<ChatContractParties>,
): void {
  describe(`${name}, through the ChatService port`, () => {
    let parties: ChatContractParties;

    beforeAll(async () => {
      parties = await start();
      // A first connection replays nothing: the live tests wait until both are there.
      const services = [parties.resident.service, parties.family.service];
      const ready = services.map((service) =>
        nextEvent(service, (event) => event.type === 'ready', 30_000),
      );
      for (const service of services) service.connect();
      await Promise.all(ready);
    }, 120_000);

    afterAll(async () => {
      parties.resident.service.disconnect();
      parties.family.service.disconnect();
      await parties.close();
    });

    it('opens the one channel of a pair, and lists it', async () => {
      const { resident, family } = parties;
      const channel = await resident.service.openChannel({ memberId: family.id });
      expect(channel.members.map((member) => member.id).sort()).toEqual(
        [resident.id, family.id].sort(),
      );
      expect((await resident.service.openChannel({ memberId: family.id })).id).toBe(channel.id);
      expect((await family.service.listChannels()).map((each) => each.id)).toContain(channel.id);
      expect((await resident.service.getChannel(channel.id)).id).toBe(channel.id);
    });

    it('delivers a message to the other person live, counts it unread, and clears it on read', async () => {
      const { resident, family } = parties;
      const channel = await resident.service.openChannel({ memberId: family.id });
      await family.service.markRead(channel.id);
      const arrives = nextEvent(
        family.service,
        (event) => event.type === 'message.new' && event.message.text === 'Through the port',
      );
      const sent = await resident.service.sendMessage(channel.id, { text: 'Through the port' });
      expect(await arrives).toEqual({ type: 'message.new', message: sent });
      expect(await family.service.unreadTotal()).toBeGreaterThan(0);
      expect(await family.service.markRead(channel.id)).toBe(0);
      const history = await family.service.listMessages(channel.id);
      expect(history[history.length - 1].id).toBe(sent.id);
      const earlier = await family.service.listMessages(channel.id, sent.id);
      expect(earlier.every((message) => message.id !== sent.id)).toBe(true);
    });

    it('toggles a reaction and tells the other person', async () => {
      const { resident, family } = parties;
      const channel = await resident.service.openChannel({ memberId: family.id });
      const sent = await resident.service.sendMessage(channel.id, { text: 'React to this' });
      const [type] = CHAT_REACTION_TYPES;
      const seen = nextEvent(resident.service, (event) => event.type === 'message.updated');
      const liked = await family.service.react(sent.id, type);
      expect(liked.reactions).toEqual([{ type, userIds: [family.id] }]);
      expect(await seen).toMatchObject({ type: 'message.updated', message: { id: sent.id } });
      expect((await family.service.react(sent.id, type)).reactions).toEqual([]);
    });

    it('uploads a picture to send, and refuses a video with the spec message', async () => {
      const { resident, family } = parties;
      const channel = await resident.service.openChannel({ memberId: family.id });
      const png = Uint8Array.from(
        atob(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        ),
        (char) => char.charCodeAt(0),
      );
      const attachment = await resident.service.upload(
        channel.id,
        new File([png], 'dot.png', { type: 'image/png' }),
      );
      expect(attachment).toMatchObject({ type: 'image', title: 'dot.png' });
      const sent = await resident.service.sendMessage(channel.id, {
        text: '',
        attachments: [attachment],
      });
      expect(sent.attachments).toMatchObject([{ title: 'dot.png' }]);
      await expect(
        resident.service.upload(
          channel.id,
          new File([new Uint8Array(64)], 'a.mp4', { type: 'video/mp4' }),
        ),
      ).rejects.toThrow(strings.uploadVideoUnsupported);
    });

    it('hides a channel until its next message, and deletes it for both', async () => {
      const { resident, family } = parties;
      const channel = await resident.service.openChannel({ memberId: family.id });
      await resident.service.hideChannel(channel.id);
      expect((await resident.service.listChannels()).map((each) => each.id)).not.toContain(
        channel.id,
      );
      await family.service.sendMessage(channel.id, { text: 'Still there?' });
      expect((await resident.service.listChannels()).map((each) => each.id)).toContain(channel.id);
      const gone = nextEvent(family.service, (event) => event.type === 'channel.deleted');
      await resident.service.deleteChannel(channel.id);
      expect(await gone).toEqual({ type: 'channel.deleted', channelId: channel.id });
      expect((await family.service.listChannels()).map((each) => each.id)).not.toContain(
        channel.id,
      );
    });

    it('searches people, never the caller', async () => {
      const { resident, family } = parties;
      const found = await family.service.searchUsers('whitfield');
      expect(found.map((user) => user.id)).toContain(resident.id);
      expect(found.map((user) => user.id)).not.toContain(family.id);
    });
  });
}
