import type { ReactNode } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { cn } from '../../../lib/cn.ts';

/**
 * The pieces every admin editor of the member area shares (hub items, learning paths, live
 * sessions): one form creates or, once a row is picked, edits; while editing, a second button
 * leaves edit mode without saving.
 */
export const EditorFooter = ({
  editing,
  submitting,
  createLabel,
  onDone,
}: {
  editing: boolean;
  submitting: boolean;
  createLabel: string;
  onDone: () => void;
}) => (
  <CardFooter>
    <Button type="submit" loading={submitting}>
      {editing ? 'Save changes' : createLabel}
    </Button>
    {editing && (
      <Button type="button" variant="ghost" onClick={onDone}>
        Cancel editing
      </Button>
    )}
  </CardFooter>
);

/** The draft/published switch of a form whose values have a boolean `published`. */
export const PublishedSwitch = <T extends FieldValues & { published: boolean }>({ control, id }: { control: Control<T>; id: string }) => (
  <div className="flex items-center gap-3">
    <Controller
      control={control}
      name={'published' as Path<T>}
      render={({ field }) => <Switch id={id} checked={field.value} onCheckedChange={field.onChange} />}
    />
    <Label htmlFor={id}>Published (visible to members)</Label>
  </div>
);

/**
 * An admin editor's page: the form card (titled "Edit: <row>" while a row is picked) beside the
 * card that lists the rows. `heading` is the cards' heading level: h3 inside the console's tabs,
 * the card's own h2 on a page of its own.
 */
export const AdminEditorLayout = ({
  editorTitle,
  editorDescription,
  editor,
  listTitle,
  heading,
  className = 'gap-6 lg:grid-cols-2',
  children,
}: {
  editorTitle: string;
  editorDescription?: ReactNode;
  editor: ReactNode;
  listTitle: string;
  heading?: 'h3';
  className?: string;
  children: ReactNode;
}) => (
  <div className={cn('grid', className)}>
    <Card className="h-fit">
      <CardHeader>
        <CardTitle as={heading}>{editorTitle}</CardTitle>
        {editorDescription && <CardDescription>{editorDescription}</CardDescription>}
      </CardHeader>
      {editor}
    </Card>
    <Card className="h-fit">
      <CardHeader>
        <CardTitle as={heading}>{listTitle}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  </div>
);

/**
 * The rows of an admin list: a spinner until they are known (`rows` undefined), the empty text
 * when there are none, else one list item each.
 */
export const AdminRows = <T extends { id: string }>({
  rows,
  empty,
  label,
  itemClassName = 'flex items-start justify-between gap-3 py-3 first:pt-0 last:pb-0',
  children,
}: {
  rows: readonly T[] | undefined;
  empty: string;
  label: string;
  itemClassName?: string;
  children: (row: T) => ReactNode;
}) =>
  rows === undefined ? (
    <Spinner />
  ) : rows.length === 0 ? (
    <p className="text-sm text-ink-muted">{empty}</p>
  ) : (
    <ul className="divide-y divide-line" aria-label={label}>
      {rows.map((row) => (
        <li key={row.id} className={itemClassName}>
          {children(row)}
        </li>
      ))}
    </ul>
  );
