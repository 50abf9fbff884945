import { SUGGESTIONS_PAGE_SIZE, type SuggestionCreateInput, type SuggestionDto, type SuggestionStatus, suggestionStatusNotice } from '@awc/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { profiles, suggestions, suggestionVotes, users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { afterCursor, cursorKey, byTimeThenId, type Keyset, keysetOrder, pageOf } from '../../lib/keyset.ts';
import type { Deps } from '../../types.ts';
import { audit } from '../accounts/audit.ts';
import { notifyUser } from '../community/notify.ts';

const NEWEST: Keyset = byTimeThenId(suggestions.createdAt, suggestions.id, 'desc');
/** Most votes first, then newest. A vote cast while someone pages may move a row past their cursor; it shows on the next load. */
const TOP: Keyset = { parts: [{ expr: suggestions.voteCount, type: 'int' }, ...NEWEST.parts], dir: 'desc' };

export const listSuggestions = async (
  db: DbOrTx,
  viewerId: string,
  input: { status: string; category: string; sort: 'top' | 'new'; cursor?: string | undefined },
): Promise<{ suggestions: SuggestionDto[]; nextCursor: string | null }> => {
  const key = input.sort === 'new' ? NEWEST : TOP;
  const conditions: SQL[] = [];
  const after = afterCursor(key, input.cursor);
  if (after) conditions.push(after);
  if (input.status) conditions.push(eq(suggestions.status, input.status));
  if (input.category) conditions.push(eq(suggestions.category, input.category));
  const rows = await db
    .select({
      s: suggestions,
      authorName: sql<string>`coalesce(${profiles.fullName}, ${users.name}, 'Member')`,
      votedByMe: sql<boolean>`exists (select 1 from ${suggestionVotes} v where v.suggestion_id = ${suggestions.id} and v.user_id = ${viewerId})`,
      cursorKey: cursorKey(key),
    })
    .from(suggestions)
    .innerJoin(users, eq(users.id, suggestions.authorId))
    .leftJoin(profiles, eq(profiles.id, suggestions.authorId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(...keysetOrder(key))
    .limit(SUGGESTIONS_PAGE_SIZE + 1);
  const page = pageOf(rows, SUGGESTIONS_PAGE_SIZE);
  const list = page.rows.map(({ s, authorName, votedByMe }) => ({
    id: s.id,
    title: s.title,
    details: s.details,
    category: s.category,
    status: s.status,
    voteCount: s.voteCount,
    votedByMe,
    isOwn: s.authorId === viewerId,
    authorName,
    createdAt: s.createdAt.toISOString(),
  }));
  return { suggestions: list, nextCursor: page.nextCursor };
};

export const createSuggestion = async (db: DbOrTx, userId: string, input: SuggestionCreateInput) => {
  const id = newId();
  await db.insert(suggestions).values({ id, authorId: userId, ...input });
  return { id };
};

const requireSuggestion = async (db: DbOrTx, id: string) => {
  const [row] = await db.select().from(suggestions).where(eq(suggestions.id, id)).limit(1);
  if (!row) throw notFound();
  return row;
};

/**
 * One vote per member: the (suggestion, user) primary key makes a second vote a no-op, and the
 * count moves only when a row was actually inserted or deleted, so double clicks and races cannot
 * skew it.
 */
export const setVote = async (db: DbOrTx, userId: string, id: string, vote: boolean) => {
  await requireSuggestion(db, id);
  return db.transaction(async (tx) => {
    if (vote) {
      const inserted = await tx
        .insert(suggestionVotes)
        .values({ suggestionId: id, userId })
        .onConflictDoNothing()
        .returning({ id: suggestionVotes.userId });
      if (inserted.length)
        await tx
          .update(suggestions)
          .set({ voteCount: sql`${suggestions.voteCount} + 1` })
          .where(eq(suggestions.id, id));
    } else {
      const deleted = await tx
        .delete(suggestionVotes)
        .where(and(eq(suggestionVotes.suggestionId, id), eq(suggestionVotes.userId, userId)))
        .returning({ id: suggestionVotes.userId });
      if (deleted.length)
        await tx
          .update(suggestions)
          .set({ voteCount: sql`${suggestions.voteCount} - 1` })
          .where(eq(suggestions.id, id));
    }
    const [row] = await tx.select({ voteCount: suggestions.voteCount }).from(suggestions).where(eq(suggestions.id, id));
    return { voteCount: row?.voteCount ?? 0, votedByMe: vote };
  });
};

/** Admins set the status; the proposer is notified when it actually changes. */
export const setSuggestionStatus = async (deps: Deps, actor: { id: string; email: string }, id: string, status: SuggestionStatus) => {
  const db = deps.database.db;
  const row = await requireSuggestion(db, id);
  if (row.status === status) return { status, changed: false };
  await db.transaction(async (tx) => {
    await tx.update(suggestions).set({ status, statusChangedAt: new Date() }).where(eq(suggestions.id, id));
    await audit(tx, { actor, action: 'suggestion.status', target: id, details: { from: row.status, to: status } });
    await notifyUser(
      deps,
      row.authorId,
      { ...suggestionStatusNotice(row.title, status), linkUrl: '/suggestions', dedupeKey: `suggestion-status:${id}:${status}:${Date.now()}` },
      tx,
    );
  });
  return { status, changed: true };
};
