import { ADMIN_CONTENT_PAGE_SIZE, CONTENT_PAGE_SIZE, type ContentItemData, type ContentItemDto, videoEmbedUrl } from '@awc/domain';
import { and, eq, ilike, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contentItems, contentProgress } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { afterCursor, cursorKey, byTimeThenId, type Keyset, keysetOrder, pageOf } from '../../lib/keyset.ts';
import type { Deps } from '../../types.ts';
import { grantAchievements } from '../accounts/achievements.ts';
import { audit } from '../accounts/audit.ts';
import { renderContentBody } from './content-markdown.ts';
import { containsPattern } from '../../lib/like.ts';

type Row = typeof contentItems.$inferSelect;

const toDto = (row: Row, progress?: { savedAt: Date | null; readAt: Date | null } | null): ContentItemDto => ({
  id: row.id,
  title: row.title,
  summary: row.summary,
  body: row.body,
  bodyHtml: renderContentBody(row.body, row.title),
  kind: row.kind,
  category: row.category,
  videoUrl: row.videoUrl,
  embedUrl: videoEmbedUrl(row.videoUrl),
  published: row.published,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  saved: Boolean(progress?.savedAt),
  read: Boolean(progress?.readAt),
});

/** `%` and `_` typed by a member are literal characters, not wildcards. */

export type ContentFilter = {
  q?: string | undefined;
  category?: string | undefined;
  kind?: string | undefined;
  saved?: boolean;
  limit?: number;
  cursor?: string | undefined;
};

/** Newest first. */
const CONTENT_KEY: Keyset = byTimeThenId(contentItems.createdAt, contentItems.id, 'desc');

/** Published items with this member's saved/read state; `saved` lists only their saved items. */
export const listContent = async (
  db: DbOrTx,
  userId: string,
  filter: ContentFilter = {},
): Promise<{ items: ContentItemDto[]; nextCursor: string | null }> => {
  const where: SQL[] = [eq(contentItems.published, true)];
  const after = afterCursor(CONTENT_KEY, filter.cursor);
  if (after) where.push(after);
  if (filter.category) where.push(eq(contentItems.category, filter.category));
  if (filter.kind) where.push(eq(contentItems.kind, filter.kind));
  if (filter.q) {
    const p = containsPattern(filter.q);
    where.push(or(ilike(contentItems.title, p), ilike(contentItems.summary, p), ilike(contentItems.body, p)) as SQL);
  }
  if (filter.saved) where.push(isNotNull(contentProgress.savedAt));
  const rows = await db
    .select({ item: contentItems, savedAt: contentProgress.savedAt, readAt: contentProgress.readAt, cursorKey: cursorKey(CONTENT_KEY) })
    .from(contentItems)
    .leftJoin(contentProgress, and(eq(contentProgress.itemId, contentItems.id), eq(contentProgress.userId, userId)))
    .where(and(...where))
    .orderBy(...keysetOrder(CONTENT_KEY))
    .limit((filter.limit ?? CONTENT_PAGE_SIZE) + 1);
  const page = pageOf(rows, filter.limit ?? CONTENT_PAGE_SIZE);
  return { items: page.rows.map((r) => toDto(r.item, r)), nextCursor: page.nextCursor };
};

/** One published item for a member; unpublished or unknown ids are the same 404. */
export const getContent = async (db: DbOrTx, userId: string, id: string): Promise<ContentItemDto> => {
  const [row] = await db
    .select({ item: contentItems, savedAt: contentProgress.savedAt, readAt: contentProgress.readAt })
    .from(contentItems)
    .leftJoin(contentProgress, and(eq(contentProgress.itemId, contentItems.id), eq(contentProgress.userId, userId)))
    .where(and(eq(contentItems.id, id), eq(contentItems.published, true)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return toDto(row.item, row);
};

/**
 * Saves/unsaves and marks read/unread, for the signed-in member only. Reading the last unread item
 * of a learning path earns its achievement, once the progress row is written.
 */
export const setProgress = async (
  deps: Pick<Deps, 'database' | 'hooks' | 'log'>,
  userId: string,
  id: string,
  change: { saved?: boolean | undefined; read?: boolean | undefined },
) => {
  const db = deps.database.db;
  await getContent(db, userId, id);
  const now = new Date();
  const values = {
    userId,
    itemId: id,
    savedAt: change.saved === undefined ? null : change.saved ? now : null,
    readAt: change.read === undefined ? null : change.read ? now : null,
  };
  const set: { savedAt?: Date | null; readAt?: Date | null } = {};
  if (change.saved !== undefined) set.savedAt = values.savedAt;
  if (change.read !== undefined) set.readAt = values.readAt;
  await db
    .insert(contentProgress)
    .values(values)
    .onConflictDoUpdate({ target: [contentProgress.userId, contentProgress.itemId], set });
  const item = await getContent(db, userId, id);
  if (change.read === true && (await finishedLearningPath(db, userId, item.category)))
    await grantAchievements(deps, userId, ['learning_path_finished']);
  return item;
};

/** Items a topic needs before finishing it counts as a learning path (one item is not a path). */
export const LEARNING_PATH_MIN_ITEMS = 2;

/**
 * True when the member has read every published item of the hub topic (category) and the topic
 * has at least LEARNING_PATH_MIN_ITEMS of them: a learning path finished (decision 372).
 */
export const finishedLearningPath = async (db: DbOrTx, userId: string, category: string): Promise<boolean> => {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      read: sql<number>`count(${contentProgress.readAt})::int`,
    })
    .from(contentItems)
    .leftJoin(contentProgress, and(eq(contentProgress.itemId, contentItems.id), eq(contentProgress.userId, userId)))
    .where(and(eq(contentItems.published, true), eq(contentItems.category, category)));
  return Boolean(row && row.total >= LEARNING_PATH_MIN_ITEMS && row.read === row.total);
};

// ---- admin ----

type Actor = { id: string; email: string };

export const listAllContent = async (db: DbOrTx, cursor = ''): Promise<{ items: ContentItemDto[]; nextCursor: string | null }> => {
  const rows = await db
    .select({ item: contentItems, cursorKey: cursorKey(CONTENT_KEY) })
    .from(contentItems)
    .where(afterCursor(CONTENT_KEY, cursor))
    .orderBy(...keysetOrder(CONTENT_KEY))
    .limit(ADMIN_CONTENT_PAGE_SIZE + 1);
  const page = pageOf(rows, ADMIN_CONTENT_PAGE_SIZE);
  return { items: page.rows.map((r) => toDto(r.item)), nextCursor: page.nextCursor };
};

export const createContent = async (db: DbOrTx, actor: Actor, input: ContentItemData, extra: { sessionId?: string } = {}) => {
  const id = newId();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contentItems)
      .values({ id, ...input, sessionId: extra.sessionId ?? null, createdBy: actor.id })
      .returning();
    await audit(tx, { actor, action: 'content.create', target: id, details: { title: input.title } });
    return toDto(row as Row);
  });
};

export const updateContent = async (db: DbOrTx, actor: Actor, id: string, input: ContentItemData) =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .update(contentItems)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(contentItems.id, id))
      .returning();
    if (!row) throw new AppError('NOT_FOUND');
    await audit(tx, { actor, action: 'content.update', target: id, details: { title: input.title, published: input.published } });
    return toDto(row);
  });

export const deleteContent = async (db: DbOrTx, actor: Actor, id: string) =>
  db.transaction(async (tx) => {
    const [row] = await tx.delete(contentItems).where(eq(contentItems.id, id)).returning({ title: contentItems.title });
    if (!row) throw new AppError('NOT_FOUND');
    await audit(tx, { actor, action: 'content.delete', target: id, details: { title: row.title } });
  });
