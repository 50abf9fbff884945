import { LEARNING_PATH_MAX_ITEMS_PER_MODULE, LEARNING_PATH_MAX_MODULES, type LearningPathInput, LearningPathInputSchema } from '@awc/domain';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowDownIcon, ArrowUpIcon, PlusIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { type UseFormReturn, useFieldArray, useForm } from 'react-hook-form';
import { AdminEditorLayout, AdminRows, EditorFooter, PublishedSwitch } from './admin-editor-parts.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CardContent } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { sendForm } from '../../../lib/form-errors.ts';
import { rowsOf } from '../../../lib/paged-query.ts';
import { toast } from '../../../lib/toast.ts';
import { adminQueries, deleteLearningPath, type LearningPath, saveLearningPath } from '../api/member-area-api.ts';

type Step = { itemId: string; title: string };
type ModuleForm = { title: string; steps: Step[] };
type PathForm = { title: string; summary: string; published: boolean; modules: ModuleForm[] };
const PATH_FIELDS = ['title', 'summary', 'published', 'modules'] as const;

const emptyPath = (): PathForm => ({ title: '', summary: '', published: false, modules: [{ title: '', steps: [] }] });
const pathFrom = (p: LearningPath): PathForm => ({
  title: p.title,
  summary: p.summary,
  published: p.published,
  modules: p.modules.map((m) => ({ title: m.title, steps: m.items.map((i) => ({ itemId: i.id, title: i.title })) })),
});
const inputOf = (v: PathForm): LearningPathInput => ({
  title: v.title,
  summary: v.summary,
  published: v.published,
  modules: v.modules.map((m) => ({ title: m.title, itemIds: m.steps.map((s) => s.itemId) })),
});
/** The API's own shape of a saved path, for a change (publish) that keeps everything else. */
const inputOfPath = (p: LearningPath, published: boolean): LearningPathInput => ({ ...inputOf(pathFrom(p)), published });

const useSavedPaths = () => {
  const queryClient = useQueryClient();
  // Members' paths and the hub list the admin may open next depend on these too.
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: ['admin'] }), queryClient.invalidateQueries({ queryKey: ['member-area'] })]);
};

/** Up, down and remove for one entry of an ordered list; each button names what it moves. */
const OrderButtons = ({
  name,
  index,
  count,
  onMove,
  onRemove,
}: {
  name: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}) => (
  <div className="flex shrink-0 gap-1">
    <Button type="button" size="sm" variant="ghost" disabled={index === 0} onClick={() => onMove(index - 1)} aria-label={`Move up: ${name}`}>
      <ArrowUpIcon aria-hidden="true" className="h-4 w-4" />
    </Button>
    <Button
      type="button"
      size="sm"
      variant="ghost"
      disabled={index === count - 1}
      onClick={() => onMove(index + 1)}
      aria-label={`Move down: ${name}`}
    >
      <ArrowDownIcon aria-hidden="true" className="h-4 w-4" />
    </Button>
    <Button type="button" size="sm" variant="ghost" onClick={onRemove} aria-label={`Remove: ${name}`}>
      <XIcon aria-hidden="true" className="h-4 w-4" />
    </Button>
  </div>
);

/** The hub items an admin can put in a module (every item, drafts included: a path can be prepared before its items go live). */
const useItemChoices = () => {
  const contentQuery = useInfiniteQuery(adminQueries.content());
  return { contentQuery, items: rowsOf(contentQuery.data, 'items') };
};

const ModuleEditor = ({
  index,
  count,
  form,
  choices,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  form: UseFormReturn<PathForm>;
  choices: { id: string; title: string; published: boolean }[];
  onMove: (to: number) => void;
  onRemove: () => void;
}) => {
  const { control, register, formState, watch } = form;
  const steps = useFieldArray({ control, name: `modules.${index}.steps` });
  const title = watch(`modules.${index}.title`);
  const moduleName = `module ${index + 1}${title ? ` (${title})` : ''}`;
  const inPath = new Set(watch('modules').flatMap((m) => m.steps.map((s) => s.itemId)));
  const errors = formState.errors.modules?.[index];
  const stepsError = formState.errors.root?.[`module-${index}`]?.message;
  const listId = `module-${index}-items`;
  return (
    <fieldset className="space-y-3 rounded-xl border border-line p-4">
      <legend className="px-1 text-sm font-semibold text-navy-900">Module {index + 1}</legend>
      <div className="flex items-end gap-2">
        <FormField label={`Module ${index + 1} title`} error={errors?.title?.message} className="flex-1">
          <Input maxLength={120} {...register(`modules.${index}.title`)} />
        </FormField>
        {count > 1 && <OrderButtons name={moduleName} index={index} count={count} onMove={onMove} onRemove={onRemove} />}
      </div>
      {steps.fields.length === 0 ? (
        <p className="text-sm text-ink-muted">No items yet.</p>
      ) : (
        <ol id={listId} className="space-y-1" aria-label={`Items of module ${index + 1}`}>
          {steps.fields.map((s, i) => (
            <li key={s.id} className="flex items-center justify-between gap-2 rounded-lg bg-paper-2 px-3 py-1.5 text-sm">
              <span>
                {i + 1}. {s.title}
              </span>
              <OrderButtons
                name={s.title}
                index={i}
                count={steps.fields.length}
                onMove={(to) => steps.move(i, to)}
                onRemove={() => steps.remove(i)}
              />
            </li>
          ))}
        </ol>
      )}
      {stepsError && (
        <p role="alert" className="text-sm text-danger-700">
          {stepsError}
        </p>
      )}
      {steps.fields.length < LEARNING_PATH_MAX_ITEMS_PER_MODULE && (
        <FormField label={`Add an item to module ${index + 1}`}>
          <Select
            value=""
            placeholder="Choose a hub item"
            onValueChange={(id) => {
              const item = choices.find((c) => c.id === id);
              if (item) steps.append({ itemId: item.id, title: item.title });
            }}
            // An item is in a path once (the schema's rule), so items already placed are not offered.
            options={choices.filter((c) => !inPath.has(c.id)).map((c) => ({ value: c.id, label: c.published ? c.title : `${c.title} (draft)` }))}
          />
        </FormField>
      )}
    </fieldset>
  );
};

const PathEditor = ({ editing, onDone }: { editing: LearningPath | null; onDone: () => void }) => {
  const refresh = useSavedPaths();
  const form = useForm<PathForm>({ defaultValues: editing ? pathFrom(editing) : emptyPath() });
  const { register, handleSubmit, control, formState, setError, reset } = form;
  const modules = useFieldArray({ control, name: 'modules' });
  const { contentQuery, items } = useItemChoices();
  const placeModuleError = (message: string) => setError('root.modules', { message });
  const onSubmit = handleSubmit(async (values) => {
    // Steps carry titles for display; the schema judges the ids the API receives.
    const input = inputOf(values);
    const parsed = LearningPathInputSchema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [field, index, sub] = issue.path;
        if (field === 'modules' && typeof index === 'number' && sub === 'title') setError(`modules.${index}.title`, { message: issue.message });
        // Root errors, because the steps are no input: react-hook-form clears root errors at each
        // submit, while an error on a field it does not track would block every later submit.
        else if (field === 'modules' && typeof index === 'number') setError(`root.module-${index}`, { message: issue.message });
        else if (field === 'modules') placeModuleError(issue.message);
        else setError(String(field) as 'title' | 'summary', { message: issue.message });
      }
      return;
    }
    await sendForm(
      async () => {
        await saveLearningPath(editing?.id ?? null, input);
        toast.success(editing ? 'Learning path updated' : 'Learning path created');
        reset(emptyPath());
        await refresh();
        onDone();
      },
      (name, e) => (name === 'modules' ? placeModuleError(e.message) : setError(name, e)),
      PATH_FIELDS,
    );
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={editing ? `Edit learning path ${editing.title}` : 'New learning path'}>
      <CardContent className="space-y-5">
        <FormField label="Title" error={formState.errors.title?.message}>
          <Input maxLength={160} {...register('title')} />
        </FormField>
        <FormField label="Description" error={formState.errors.summary?.message} description="What a member gets from the path, shown on its card.">
          <Textarea rows={2} maxLength={400} {...register('summary')} />
        </FormField>
        {modules.fields.map((m, i) => (
          <ModuleEditor
            key={m.id}
            index={i}
            count={modules.fields.length}
            form={form}
            choices={items}
            onMove={(to) => modules.move(i, to)}
            onRemove={() => modules.remove(i)}
          />
        ))}
        {formState.errors.root?.modules?.message && (
          <p role="alert" className="text-sm text-danger-700">
            {formState.errors.root.modules.message}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-3">
          {modules.fields.length < LEARNING_PATH_MAX_MODULES && (
            <Button type="button" variant="secondary" size="sm" onClick={() => modules.append({ title: '', steps: [] })}>
              <PlusIcon aria-hidden="true" className="h-4 w-4" /> Add a module
            </Button>
          )}
          <LoadMore paging={contentQuery} label="Load more hub items to choose from" />
        </div>
        <PublishedSwitch control={control} id="path-published" />
      </CardContent>
      <EditorFooter editing={editing !== null} submitting={formState.isSubmitting} createLabel="Create path" onDone={onDone} />
    </form>
  );
};

const PublishButton = ({ path }: { path: LearningPath }) => {
  const refresh = useSavedPaths();
  const mutation = useMutation({
    mutationFn: () => saveLearningPath(path.id, inputOfPath(path, !path.published)),
    onSuccess: async () => {
      toast.success(path.published ? 'Path unpublished' : 'Path published');
      await refresh();
    },
  });
  return (
    <Button size="sm" variant="secondary" loading={mutation.isPending} onClick={() => mutation.mutate()}>
      {path.published ? 'Unpublish' : 'Publish'}
      <span className="sr-only"> {path.title}</span>
    </Button>
  );
};

const DeletePathButton = ({ path }: { path: LearningPath }) => {
  const refresh = useSavedPaths();
  const mutation = useMutation({
    mutationFn: () => deleteLearningPath(path.id),
    onSuccess: async () => {
      toast.success('Learning path deleted');
      await refresh();
    },
  });
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant="ghost">
          Delete<span className="sr-only"> {path.title}</span>
        </Button>
      }
      title="Delete this learning path?"
      description={`“${path.title}” is removed for every member. Its hub items and members’ read marks stay.`}
      confirmLabel="Delete"
      onConfirm={() => mutation.mutateAsync()}
    />
  );
};

/** The admin console's learning paths (decision 349): list, create, edit, reorder, publish and delete. */
export const AdminLearningPaths = () => {
  const { data, isPending } = useQuery(adminQueries.learningPaths());
  const [editing, setEditing] = useState<LearningPath | null>(null);
  return (
    <AdminEditorLayout
      heading="h3"
      editorTitle={editing ? `Edit: ${editing.title}` : 'New learning path'}
      editorDescription="Ordered modules, each a set of hub items. A member’s progress is the items they have read."
      editor={<PathEditor key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />}
      listTitle="Learning paths"
    >
      <AdminRows rows={isPending || !data ? undefined : data.paths} empty="No learning paths yet." label="Learning paths">
        {(p) => (
          <>
            <div>
              <p className="font-semibold text-navy-900">{p.title}</p>
              <p className="mt-1 flex flex-wrap gap-2 text-xs">
                <Badge>
                  {p.modules.length} {p.modules.length === 1 ? 'module' : 'modules'} · {p.total} {p.total === 1 ? 'item' : 'items'}
                </Badge>
                {p.published ? <Badge tone="success">Published</Badge> : <Badge tone="warning">Draft</Badge>}
              </p>
            </div>
            <div className="flex shrink-0 flex-wrap justify-end gap-1">
              <Button size="sm" variant="secondary" onClick={() => setEditing(p)}>
                Edit<span className="sr-only"> {p.title}</span>
              </Button>
              <PublishButton path={p} />
              <DeletePathButton path={p} />
            </div>
          </>
        )}
      </AdminRows>
    </AdminEditorLayout>
  );
};
