import { type LearningPathData, type LearningPathDto, type LearningPathSummaryDto, pathProgress } from '@awc/domain';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contentItems, contentProgress, learningPathItems, learningPaths } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { audit } from '../accounts/audit.ts';

type PathRow = typeof learningPaths.$inferSelect;
type Step = {
  pathId: string;
  moduleTitle: string;
  modulePosition: number;
  id: string;
  title: string;
  summary: string;
  kind: string;
  category: string;
  published: boolean;
  read: boolean;
};

/** Every step of these paths in path order, with this member's read state (no member: unread). */
const stepsOf = async (db: DbOrTx, pathIds: string[], userId: string | null): Promise<Step[]> => {
  if (!pathIds.length) return [];
  const rows = await db
    .select({
      pathId: learningPathItems.pathId,
      moduleTitle: learningPathItems.moduleTitle,
      modulePosition: learningPathItems.modulePosition,
      id: contentItems.id,
      title: contentItems.title,
      summary: contentItems.summary,
      kind: contentItems.kind,
      category: contentItems.category,
      published: contentItems.published,
      readAt: contentProgress.readAt,
    })
    .from(learningPathItems)
    .innerJoin(contentItems, eq(contentItems.id, learningPathItems.itemId))
    .leftJoin(contentProgress, and(eq(contentProgress.itemId, contentItems.id), eq(contentProgress.userId, userId ?? '')))
    .where(inArray(learningPathItems.pathId, pathIds))
    .orderBy(asc(learningPathItems.modulePosition), asc(learningPathItems.position));
  return rows.map(({ readAt, ...r }) => ({ ...r, read: Boolean(readAt) }));
};

const modulesOf = (steps: Step[]) => {
  const modules: { position: number; title: string; items: Step[] }[] = [];
  for (const s of steps) {
    const last = modules.at(-1);
    if (last && last.position === s.modulePosition) last.items.push(s);
    else modules.push({ position: s.modulePosition, title: s.moduleTitle, items: [s] });
  }
  return modules;
};

const summaryOf = (row: PathRow, steps: Step[]): LearningPathSummaryDto => ({
  id: row.id,
  title: row.title,
  summary: row.summary,
  published: row.published,
  ...pathProgress(steps),
});

const toDto = (row: PathRow, steps: Step[]): LearningPathDto => ({
  ...summaryOf(row, steps),
  modules: modulesOf(steps).map((m) => ({
    title: m.title,
    items: m.items.map(({ id, title, summary, kind, category, read }) => ({ id, title, summary, kind, category, read })),
  })),
});

// ---- members ----

/** Published paths with this member's progress; a member sees only published items of a path. */
export const listLearningPaths = async (db: DbOrTx, userId: string): Promise<LearningPathSummaryDto[]> => {
  const rows = await db
    .select()
    .from(learningPaths)
    .where(eq(learningPaths.published, true))
    .orderBy(asc(learningPaths.createdAt), asc(learningPaths.id));
  const steps = (
    await stepsOf(
      db,
      rows.map((r) => r.id),
      userId,
    )
  ).filter((s) => s.published);
  return rows
    .map((r) =>
      summaryOf(
        r,
        steps.filter((s) => s.pathId === r.id),
      ),
    )
    .filter((p) => p.total > 0);
};

/** One published path for a member; unpublished, empty or unknown is the same 404. */
export const getLearningPath = async (db: DbOrTx, userId: string, id: string): Promise<LearningPathDto> => {
  const [row] = await db
    .select()
    .from(learningPaths)
    .where(and(eq(learningPaths.id, id), eq(learningPaths.published, true)));
  if (!row) throw new AppError('NOT_FOUND');
  const steps = (await stepsOf(db, [row.id], userId)).filter((s) => s.published);
  if (!steps.length) throw new AppError('NOT_FOUND');
  return toDto(row, steps);
};

// ---- admin ----

type Actor = { id: string; email: string };

/** Every path, drafts included, with each module's item ids as the editor needs them. */
export const listAllLearningPaths = async (db: DbOrTx): Promise<LearningPathDto[]> => {
  const rows = await db.select().from(learningPaths).orderBy(desc(learningPaths.createdAt), desc(learningPaths.id));
  const steps = await stepsOf(
    db,
    rows.map((r) => r.id),
    null,
  );
  return rows.map((r) =>
    toDto(
      r,
      steps.filter((s) => s.pathId === r.id),
    ),
  );
};

/** Unknown item ids are a field error, not a foreign-key failure: the admin sees which module. */
const checkItems = async (db: DbOrTx, input: LearningPathData) => {
  const ids = input.modules.flatMap((m) => m.itemIds);
  const found = new Set((await db.select({ id: contentItems.id }).from(contentItems).where(inArray(contentItems.id, ids))).map((r) => r.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length)
    throw new AppError('VALIDATION_FAILED', undefined, {
      fieldErrors: { modules: ['One of the chosen items no longer exists; reload and choose again'] },
    });
};

const writeSteps = async (tx: DbOrTx, pathId: string, input: LearningPathData) => {
  await tx.delete(learningPathItems).where(eq(learningPathItems.pathId, pathId));
  await tx
    .insert(learningPathItems)
    .values(
      input.modules.flatMap((m, modulePosition) =>
        m.itemIds.map((itemId, position) => ({ pathId, itemId, modulePosition, moduleTitle: m.title, position })),
      ),
    );
};

const loadOne = async (tx: DbOrTx, id: string) => {
  const [row] = await tx.select().from(learningPaths).where(eq(learningPaths.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return toDto(row, await stepsOf(tx, [id], null));
};

export const createLearningPath = async (db: DbOrTx, actor: Actor, input: LearningPathData): Promise<LearningPathDto> => {
  const id = newId();
  return db.transaction(async (tx) => {
    await checkItems(tx, input);
    await tx.insert(learningPaths).values({ id, title: input.title, summary: input.summary, published: input.published, createdBy: actor.id });
    await writeSteps(tx, id, input);
    await audit(tx, { actor, action: 'learning_path.create', target: id, details: { title: input.title } });
    return loadOne(tx, id);
  });
};

export const updateLearningPath = async (db: DbOrTx, actor: Actor, id: string, input: LearningPathData): Promise<LearningPathDto> =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .update(learningPaths)
      .set({ title: input.title, summary: input.summary, published: input.published, updatedAt: new Date() })
      .where(eq(learningPaths.id, id))
      .returning({ id: learningPaths.id });
    if (!row) throw new AppError('NOT_FOUND');
    await checkItems(tx, input);
    await writeSteps(tx, id, input);
    await audit(tx, { actor, action: 'learning_path.update', target: id, details: { title: input.title, published: input.published } });
    return loadOne(tx, id);
  });

export const deleteLearningPath = async (db: DbOrTx, actor: Actor, id: string) =>
  db.transaction(async (tx) => {
    const [row] = await tx.delete(learningPaths).where(eq(learningPaths.id, id)).returning({ title: learningPaths.title });
    if (!row) throw new AppError('NOT_FOUND');
    await audit(tx, { actor, action: 'learning_path.delete', target: id, details: { title: row.title } });
  });
