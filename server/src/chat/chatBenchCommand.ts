import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChatEvent } from '@portal/contracts';
import WebSocket from 'ws';
import { signChatToken } from '../auth/chatToken.ts';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { seedIfEmpty } from '../db/seed.ts';
import { DEMO_FAMILY_ID, DEMO_RESIDENT_ID, WILLOW_CREEK_ID } from '../db/seedData/demoAccounts.ts';
import { folderFileStore } from '../storage/fileStore.ts';
import { latencyRow, startBenchApp, writeBenchReport } from '../testing/benchRun.ts';
import { pairChannel } from './chatRepository.ts';

const HISTORY = Number(process.env.BENCH_CHAT_HISTORY || 100_000);
const IDLE_SOCKETS = Number(process.env.BENCH_CHAT_SOCKETS || 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 200);

async function openSocket(base: string, token: string, onEvent?: (event: ChatEvent) => void) {
  const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/v1/chat/socket`);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const ready = new Promise<void>((resolve) => {
    socket.on('message', (data) => {
      const event = JSON.parse(String(data)) as ChatEvent;
      if (event.type === 'ready') resolve();
      onEvent?.(event);
    });
  });
  socket.send(JSON.stringify({ type: 'auth', token }));
  await ready;
  return socket;
}

/**
 * Chat latency: message delivery between two clients' sockets while 200 more sockets stay open
 * on the same process, and history pages of a channel with 100,000 messages. An in-memory
 * database (or DATABASE_URL). Writes reports/chat-bench.md. Run: `npx tsx
 * src/chat/chatBenchCommand.ts` in server/.
 */
async function main(): Promise<void> {
  const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: 'memory://' });
  await migrate(db);
  const uploads = mkdtempSync(join(tmpdir(), 'portal-chat-bench-'));
  await seedIfEmpty(db, folderFileStore(uploads));
  const { app, base, tokenSecret } = await startBenchApp(db, { uploadsDir: uploads });
  const channelId = await pairChannel(db, WILLOW_CREEK_ID, DEMO_RESIDENT_ID, DEMO_FAMILY_ID);
  const seedStart = performance.now();
  await db.query(
    `INSERT INTO chat_messages (channel_id, user_id, text, created_at)
     SELECT $1, CASE WHEN n % 2 = 0 THEN $2 ELSE $3 END, 'Message number ' || n,
            now() - (($4 - n) || ' seconds')::interval
       FROM generate_series(1, $4::int) n`,
    [channelId, DEMO_RESIDENT_ID, DEMO_FAMILY_ID, HISTORY],
  );
  // Both have read the history, as people in a long conversation have.
  await db.query(
    `UPDATE chat_members SET last_read_id = (SELECT max(id) FROM chat_messages WHERE channel_id = $1)
      WHERE channel_id = $1`,
    [channelId],
  );
  const seedSeconds = (performance.now() - seedStart) / 1000;
  const resident = await signChatToken(DEMO_RESIDENT_ID, WILLOW_CREEK_ID, tokenSecret);
  const family = await signChatToken(DEMO_FAMILY_ID, WILLOW_CREEK_ID, tokenSecret);

  // Idle tabs: a resident's other devices and their neighbours' (they hear nothing of this pair).
  const residents = await db.query<{ id: string }>(
    `SELECT u.id FROM users u JOIN user_communities uc ON uc.user_id = u.id
      WHERE uc.community_id = $1 AND u.user_type = 'Resident' AND u.id <> $2
        AND NOT ('profile' = ANY (u.hidden_fields)) ORDER BY u.id`,
    [WILLOW_CREEK_ID, DEMO_RESIDENT_ID],
  );
  const idle: WebSocket[] = [];
  for (let i = 0; i < IDLE_SOCKETS; i++) {
    const { id } = residents[i % residents.length];
    idle.push(await openSocket(base, await signChatToken(id, WILLOW_CREEK_ID, tokenSecret)));
  }

  const waiting = new Map<string, () => void>();
  const receiver = await openSocket(base, family, (event) => {
    if (event.type === 'message.new') waiting.get(event.message.text)?.();
  });
  const delivery: number[] = [];
  const answered: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const text = `Bench ${round}`;
    const arrived = new Promise<void>((resolve) => waiting.set(text, resolve));
    const started = performance.now();
    const response = await fetch(`${base}/v1/chat/channels/${channelId}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${resident}` },
      body: JSON.stringify({ text }),
    });
    if (!response.ok) throw new Error(`send: ${response.status}`);
    await response.text();
    answered.push(performance.now() - started);
    await arrived;
    delivery.push(performance.now() - started);
    waiting.delete(text);
  }

  const history: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const before = 1 + Math.floor(Math.random() * HISTORY);
    const started = performance.now();
    const response = await fetch(
      `${base}/v1/chat/channels/${channelId}/messages?before=${before}`,
      { headers: { authorization: `Bearer ${resident}` } },
    );
    await response.text();
    if (!response.ok) throw new Error(`history: ${response.status}`);
    history.push(performance.now() - started);
  }

  const lines = [
    '# Chat benchmark',
    '',
    `${HISTORY.toLocaleString('en-US')} messages in the channel (inserted in ${seedSeconds.toFixed(1)} s); ${IDLE_SOCKETS} other sockets open on the same process; ${ROUNDS} rounds each, one at a time; ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite in memory'}.`,
    '',
    '| case | p50 ms | p95 ms | max ms | target p95 |',
    '|---|---|---|---|---|',
    latencyRow('message delivery: send over HTTP until the other socket has it', delivery, '50 ms'),
    latencyRow('the send answered (HTTP, the sender)', answered, '-'),
    latencyRow('history page of 50 before a random message', history, '20 ms'),
  ];
  receiver.close();
  for (const socket of idle) socket.close();
  await app.close();
  await db.close();
  writeBenchReport('chat-bench', lines);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
