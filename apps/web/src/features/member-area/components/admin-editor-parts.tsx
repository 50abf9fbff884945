import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { CardFooter } from '../../../components/ui/card.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Switch } from '../../../components/ui/switch.tsx';

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
