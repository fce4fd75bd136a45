import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { notifyChannel } from './notifyHub.ts';

/**
 * What a kept answer is made of, as the database's triggers name it when its rows change
 * (`portal_answers_changed`, migrations 023 to 030); `community` is the community's own row.
 * Answers are kept per community, except `caller` (who a session's caller is, migration 029):
 * per person, whose id stands where the community's would.
 */
export type AnswerTopic = 'community' | 'feed' | 'events' | 'dining' | 'people' | 'caller';

/** How long an answer is kept at most: it follows the clock (scheduled posts, ended events). */
export const SHARED_ANSWER_LIFETIME_MS = 10_000;
/** Answers kept at most in one process (one per live session among them); the oldest go first. */
export const SHARED_ANSWER_MAX = 10_000;
/** What the kept answers weigh at most in one process (as JSON); the oldest go first. */
export const SHARED_ANSWER_MAX_BYTES = 32 * 1024 * 1024;
/** The channel of the change notices the triggers send (one per database schema). */
export const ANSWER_CHANGES_CHANNEL = 'portal_changes';

interface Kept {
  answer: Promise<unknown>;
  /** Its topic and community (or person): what one notice forgets. */
  scope: string;
  until: number;
  /** Its weight once read (0 while it is read). */
  bytes: number;
}

interface ChangeNotice {
  topic: AnswerTopic;
  communityId: string;
}

function scopeOf({ topic, communityId }: ChangeNotice): string {
  return `${topic}\u0000${communityId}\u0000`;
}

/** How long `settled` waits for its own notice at most (a listening connection being reopened). */
const SETTLE_WAIT_MS = 2_000;

/**
 * Answers that are the same for everyone of one audience in one community (a page of What's
 * New, of the event list, a menu), kept by every API process a short while and forgotten as
 * soon as their rows change: a trigger on those rows sends a notice through PostgreSQL
 * `NOTIFY`, whichever process or tool wrote them, and every process drops that community's
 * answers of that topic. Answers still being read are shared by everyone who asks meanwhile.
 */
export class SharedAnswers {
  private readonly kept = new Map<string, Kept>();
  /** The ids kept under each scope, so a notice forgets its own without looking at the rest. */
  private readonly scopes = new Map<string, Set<string>>();
  private bytes = 0;
  private stopListening: (() => Promise<void>) | null = null;
  /** Whether notices reach this process: nothing is kept while they cannot. */
  private hearing = false;
  private channel = ANSWER_CHANGES_CHANNEL;
  /** `settled` calls waiting for their own notice, by its token. */
  private readonly settling = new Map<string, () => void>();

  /**
   * `now` is the wall clock, which the answers that follow the clock read for; `elapsed` is a
   * clock that only goes forward, which lifetimes are counted on, so a wall clock set back does
   * not keep an answer longer.
   */
  constructor(
    private readonly db: Db,
    private readonly lifetimeMs = SHARED_ANSWER_LIFETIME_MS,
    private readonly now: () => number = Date.now,
    private readonly elapsed: () => number = () => performance.now(),
  ) {}

  async start(): Promise<void> {
    const [{ schema }] = await this.db.query<{ schema: string }>(
      'SELECT current_schema() AS schema',
    );
    this.channel = notifyChannel(ANSWER_CHANGES_CHANNEL, schema);
    this.stopListening = await this.db.listen(
      this.channel,
      (payload) => this.heard(payload),
      // Notices may have been lost while the connection was down.
      () => {
        this.forgetAll();
        this.hearing = true;
      },
      () => {
        this.hearing = false;
        this.forgetAll();
      },
    );
    this.hearing = true;
  }

  async stop(): Promise<void> {
    this.hearing = false;
    await this.stopListening?.();
    this.stopListening = null;
    this.forgetAll();
  }

  private heard(payload: string): void {
    let notice: Partial<ChangeNotice & { settled: string }> | null = null;
    try {
      notice = JSON.parse(payload);
    } catch {
      // Not a notice of ours: whatever changed, nothing kept is trusted.
    }
    if (typeof notice?.settled === 'string') this.settling.get(notice.settled)?.();
    else if (typeof notice?.topic === 'string' && typeof notice.communityId === 'string') {
      this.forget({ topic: notice.topic, communityId: notice.communityId });
    } else this.forgetAll();
  }

  /**
   * The answer kept for `key` of this topic in this community, or `read`'s, kept for the
   * others. `key` must name everything the answer depends on besides the community: the
   * arguments and the audience, never the person. Until `start`, and while notices cannot
   * reach this process, every call reads.
   */
  answer<T>(topic: AnswerTopic, communityId: string, key: string, read: () => Promise<T>) {
    if (!this.hearing) return read();
    const scope = scopeOf({ topic, communityId });
    const id = `${scope}${key}`;
    const found = this.kept.get(id);
    if (found && found.until > this.elapsed()) return found.answer as Promise<T>;
    const answer = read();
    const entry: Kept = { answer, scope, until: this.elapsed() + this.lifetimeMs, bytes: 0 };
    this.drop(id);
    this.kept.set(id, entry);
    const ids = this.scopes.get(scope);
    if (ids) ids.add(id);
    else this.scopes.set(scope, new Set([id]));
    answer.then(
      (value) => {
        if (this.kept.get(id) !== entry) return;
        entry.bytes = JSON.stringify(value)?.length ?? 0;
        this.bytes += entry.bytes;
        this.makeRoom();
      },
      // A failure is not kept; the next caller reads again.
      () => this.drop(id, entry),
    );
    this.makeRoom();
    return answer;
  }

  /**
   * An answer that also depends on the time (posts published at their start date, events that
   * have ended): the same for everyone within a minute. `read` is given the time it reads for.
   */
  answerThisMinute<T>(
    topic: AnswerTopic,
    communityId: string,
    key: string,
    read: (now: Date) => Promise<T>,
  ) {
    const now = this.now();
    const minute = Math.floor(now / 60_000);
    return this.answer(topic, communityId, `${key}\u0000${minute}`, () => read(new Date(now)));
  }

  /** The oldest answers go while there are too many, or they weigh too much. */
  private makeRoom(): void {
    while (this.kept.size > SHARED_ANSWER_MAX || this.bytes > SHARED_ANSWER_MAX_BYTES) {
      const oldest = this.kept.keys().next();
      if (oldest.done) return;
      this.drop(oldest.value);
    }
  }

  /** Drops the answer kept for `id` (only this one, when `entry` is given). */
  private drop(id: string, entry?: Kept): void {
    const found = this.kept.get(id);
    if (!found || (entry && found !== entry)) return;
    this.bytes -= found.bytes;
    this.kept.delete(id);
    const ids = this.scopes.get(found.scope);
    ids?.delete(id);
    if (ids?.size === 0) this.scopes.delete(found.scope);
  }

  private forgetAll(): void {
    this.kept.clear();
    this.scopes.clear();
    this.bytes = 0;
  }

  /**
   * Resolves once every change committed before the call has reached this process: its own
   * notice comes after theirs, as PostgreSQL delivers notices in commit order. A write through
   * this process is then in this process's next answer, even where notices reach the listening
   * connection later than the writer's answer (PostgreSQL; PGlite delivers them at once).
   * Never fails: when the database cannot be reached, it returns. A notice that does not come
   * back in time means notices are not reaching this process: everything kept is dropped.
   */
  async settled(): Promise<void> {
    const token = randomUUID();
    let timer: NodeJS.Timeout | undefined;
    const arrived = new Promise<boolean>((resolve) => {
      this.settling.set(token, () => resolve(true));
      timer = setTimeout(() => resolve(false), SETTLE_WAIT_MS);
    });
    try {
      await this.db.query('SELECT pg_notify($1, $2)', [
        this.channel,
        JSON.stringify({ settled: token }),
      ]);
      if (!(await arrived)) this.forgetAll();
    } catch {
      // What was written is written: the answer to it stands, and kept answers still expire.
    } finally {
      clearTimeout(timer);
      this.settling.delete(token);
    }
  }

  /** Drops the kept answers of this topic in this community (answers being read included). */
  forget(notice: ChangeNotice): void {
    for (const id of this.scopes.get(scopeOf(notice)) ?? []) this.drop(id);
  }

  /**
   * Drops a person's kept sessions in this process at once (sign-out, a password reset), without
   * waiting for the notice that drops them in every process. The `caller` topic is scoped to
   * the person, not to a community.
   */
  forgetSessionsOf(userId: string): void {
    this.forget({ topic: 'caller', communityId: userId });
  }

  /** How many answers are kept (tests). */
  get size(): number {
    return this.kept.size;
  }

  /** What the kept answers weigh, as JSON (tests). */
  get weight(): number {
    return this.bytes;
  }
}
