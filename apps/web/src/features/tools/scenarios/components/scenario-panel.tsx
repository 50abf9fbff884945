import { type RawInput, type Scenario, type ToolId, TOOL_NAMES } from '@awc/domain';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../../components/ui/card.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { Select } from '../../../../components/ui/select.tsx';
import { ApiError, toastError } from '../../../../lib/api-client.ts';
import { toast } from '../../../../lib/toast.ts';
import { createScenario, deleteScenario, type useScenarios } from '../api/scenarios-api.ts';

type Props = {
  toolId: ToolId;
  raw: RawInput;
  canSave: boolean;
  /** Why saving is not possible yet (shown under the button). */
  cannotSaveReason?: string;
  onOpen: (input: RawInput) => void;
  /** The member's scenarios of this tool (`useScenarios(toolId)`), shared with the page. */
  store: ReturnType<typeof useScenarios>;
  /** Key figures of a saved input, or null when it no longer validates. */
  summarize: (input: RawInput) => { label: string; value: string }[] | null;
};

/** Save the current inputs under a name, reopen a saved scenario, and compare two side by side. */
export function ScenarioPanel({ toolId, raw, canSave, cannotSaveReason = 'Fix the highlighted inputs to save.', onOpen, summarize, store }: Props) {
  const { scenarios, error, reload } = store;
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const [left, setLeft] = useState('');
  const [right, setRight] = useState('');

  const save = async () => {
    if (!name.trim()) {
      setNameError('Name your scenario.');
      return;
    }
    setSaving(true);
    try {
      await createScenario({ tool: toolId, name: name.trim(), input: raw });
      setName('');
      setNameError(undefined);
      toast.success('Scenario saved');
      await reload();
    } catch (e) {
      if (e instanceof ApiError && e.fieldErrors?.name) setNameError(e.fieldErrors.name[0]);
      else toastError(e);
    } finally {
      setSaving(false);
    }
  };
  const remove = async (s: Scenario) => {
    try {
      await deleteScenario(s.id);
      await reload();
    } catch (e) {
      toastError(e);
    }
  };

  const options = (scenarios ?? []).map((s) => ({ value: s.id, label: s.name }));
  const a = scenarios?.find((s) => s.id === left);
  const b = scenarios?.find((s) => s.id === right);
  const sa = a ? summarize(a.input) : null;
  const sb = b ? summarize(b.input) : null;

  return (
    <section className="mt-10" aria-labelledby="scenarios-h" data-print-hidden>
      <Card>
        <CardContent className="p-5 sm:p-6">
          <h2 id="scenarios-h" className="text-xl font-semibold text-navy-900">
            Saved scenarios
          </h2>
          <p className="mt-1 text-sm text-ink-muted">Save these inputs to your account, reopen them later, or compare two side by side.</p>
          <form
            className="mt-4 flex flex-wrap items-end gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              void save();
            }}
            noValidate
          >
            <FormField label="Scenario name" error={nameError} className="min-w-64 flex-1">
              <Input value={name} maxLength={80} onChange={(e) => setName(e.target.value)} />
            </FormField>
            <Button type="submit" loading={saving} disabled={!canSave}>
              Save scenario
            </Button>
          </form>
          {!canSave && <p className="mt-2 text-sm text-ink-muted">{cannotSaveReason}</p>}
          {error !== null && <p className="mt-3 text-sm text-danger-700">Your saved scenarios could not be loaded.</p>}
          {scenarios && scenarios.length === 0 && <p className="mt-4 text-sm text-ink-muted">No saved {TOOL_NAMES[toolId]} scenarios yet.</p>}
          {scenarios && scenarios.length > 0 && (
            <ul className="mt-4 divide-y divide-line rounded-xl border border-line" aria-label="Your saved scenarios">
              {scenarios.map((s) => (
                <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-2.5">
                  <span>
                    <span className="font-medium text-navy-900">{s.name}</span>{' '}
                    <span className="text-xs text-ink-muted">saved {new Date(s.updatedAt).toLocaleDateString('en-US')}</span>
                  </span>
                  <span className="flex gap-2">
                    <Button size="sm" variant="secondary" onClick={() => onOpen(s.input)} aria-label={`Open ${s.name}`}>
                      Open
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => void remove(s)} aria-label={`Delete ${s.name}`}>
                      Delete
                    </Button>
                  </span>
                </li>
              ))}
            </ul>
          )}
          {scenarios && scenarios.length >= 2 && (
            <div className="mt-6">
              <h3 className="text-lg font-semibold text-navy-900">Compare two scenarios</h3>
              <div className="mt-3 grid gap-3 sm:grid-cols-2">
                <FormField label="First scenario">
                  <Select value={left} onValueChange={setLeft} options={options} placeholder="Choose a scenario" />
                </FormField>
                <FormField label="Second scenario">
                  <Select value={right} onValueChange={setRight} options={options} placeholder="Choose a scenario" />
                </FormField>
              </div>
              {a && b && (
                <table className="mt-4 w-full text-left text-sm tabular-nums" data-testid="scenario-compare">
                  <caption className="sr-only">
                    Comparison of {a.name} and {b.name}
                  </caption>
                  <thead>
                    <tr className="border-b border-line">
                      <th scope="col" className="py-2 pr-4">
                        Figure
                      </th>
                      <th scope="col" className="py-2 pr-4">
                        {a.name}
                      </th>
                      <th scope="col" className="py-2">
                        {b.name}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {(sa ?? sb ?? []).map((row, i) => (
                      <tr key={row.label} className="border-t border-line">
                        <th scope="row" className="py-1.5 pr-4 font-normal">
                          {row.label}
                        </th>
                        <td className="py-1.5 pr-4">{sa?.[i]?.value ?? '—'}</td>
                        <td className="py-1.5">{sb?.[i]?.value ?? '—'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </div>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
