import {
  CHAT_UPLOAD_MAX_BYTES,
  type ChatAttachment,
  chatUploadProblem,
  strings,
} from '@portal/contracts';
import { fileTypeFromBuffer } from 'file-type';
import type { Db } from '../db/database.ts';
import type { FileLinks } from '../http/fileLinks.ts';
import type { FileStore } from '../storage/fileStore.ts';
import { chatFileKey, requireMembership } from './chatActions.ts';
import type { ChatCaller } from './chatCaller.ts';
import { ChatRefusal } from './chatRefusal.ts';
import { attachmentOf, newChatId } from './chatRepository.ts';
import { storeThumbnail } from './chatThumbnails.ts';

/** Kinds a browser may show inline although no magic bytes tell them apart. */
const PLAIN_TEXT = new Set(['text/plain', 'text/csv']);

/**
 * What a file is, by its content: the magic bytes decide; a file without any (plain text) keeps
 * a harmless declared type, and anything else is served as bytes to download.
 */
export async function contentMime(bytes: Uint8Array, declared: string): Promise<string> {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) return detected.mime;
  if (declared.startsWith('video/')) return declared;
  return PLAIN_TEXT.has(declared) ? declared : 'application/octet-stream';
}

/** The name without folders or control characters, at most 200 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const printable = [...base].filter((char) => char >= ' ' && char !== '\u007f').join('');
  return printable.trim().slice(0, 200) || 'file';
}

/** Spec 5: stores one file for a message to come, after the service's own checks on content. */
export async function storeChatUpload(
  db: Db,
  store: FileStore,
  links: FileLinks,
  caller: ChatCaller,
  channelId: string,
  upload: { name: string; declaredMime: string; bytes: Uint8Array },
): Promise<ChatAttachment> {
  await requireMembership(db, caller, channelId);
  if (upload.bytes.length === 0) throw new ChatRefusal(400, strings.chatFileEmpty);
  const mime = await contentMime(upload.bytes, upload.declaredMime);
  const problem = chatUploadProblem([{ size: upload.bytes.length, mime }]);
  if (problem) throw new ChatRefusal(400, problem);
  const id = newChatId();
  const name = cleanFileName(upload.name);
  await store.put(chatFileKey(id), upload.bytes);
  const hasThumbnail = await storeThumbnail(store, chatFileKey(id), mime, upload.bytes);
  await db.query(
    `INSERT INTO chat_files (id, channel_id, user_id, name, mime, size, has_thumbnail)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [id, channelId, caller.userId, name, mime, upload.bytes.length, hasThumbnail],
  );
  return attachmentOf({ id, name, mime, size: upload.bytes.length, hasThumbnail }, links);
}

/** The request is refused before its body is read when it says it is too large. */
export function declaredTooLarge(contentLength: string | undefined): boolean {
  return Number(contentLength ?? 0) >= CHAT_UPLOAD_MAX_BYTES;
}
