import { type ChatAttachment, strings } from '@portal/shared';
import { useCallback, useRef } from 'react';
import { useSendMessageMutation } from '../../api/chatApi';
import type { Draft } from '../../components/Composer/Composer';
import { useChatService } from '../../live/useLiveChat';

/**
 * Sends a draft to a channel: its files are uploaded first, then the message goes with them.
 * A file uploaded before a failed send is not uploaded again when the person retries.
 */
export function useSendDraft(channelId: string): (draft: Draft) => Promise<void> {
  const service = useChatService();
  const [sendMessage] = useSendMessageMutation();
  const uploaded = useRef(new WeakMap<File, ChatAttachment>());

  return useCallback(
    async ({ text, files }: Draft) => {
      const attachments: ChatAttachment[] = [];
      for (const file of files) {
        const attachment = uploaded.current.get(file) ?? (await service.upload(channelId, file));
        uploaded.current.set(file, attachment);
        attachments.push(attachment);
      }
      const result = await sendMessage({
        channelId,
        text,
        ...(attachments.length > 0 ? { attachments } : {}),
      });
      if ('error' in result) {
        throw new Error((result.error as { message?: string }).message || strings.chatSendFailed);
      }
    },
    [channelId, service, sendMessage],
  );
}
