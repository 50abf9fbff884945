import {
  SUGGESTION_CATEGORIES,
  SUGGESTION_DETAILS_MAX,
  SUGGESTION_MESSAGES,
  SUGGESTION_TITLE_MAX,
  type SuggestionCreateInput,
  SuggestionCreateSchema,
} from '@awc/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardFooter } from '../../../components/ui/card.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { RadioGroup } from '../../../components/ui/radio-group.tsx';
import { toast } from '../../../lib/toast.ts';
import { createSuggestion } from '../api/suggestions-api.ts';
import { applySchemaIssues, sendForm } from '../../../lib/form-errors.ts';

type FormValues = { title: string; details: string; category: string };

/** /submit-topic: validated with the server's schema before sending; server field errors land under their fields. */
export const SubmitTopicForm = ({ onSubmitted }: { onSubmitted: (id: string) => void }) => {
  const queryClient = useQueryClient();
  const form = useForm<FormValues>({ defaultValues: { title: '', details: '', category: '' } });
  const { register, handleSubmit, formState, control, setError, watch } = form;
  // Errors set by the schema check below are cleared first, or react-hook-form would refuse to submit again.
  const submit = handleSubmit(async (values) => {
    const input = applySchemaIssues(SuggestionCreateSchema, values, setError);
    if (!input) return;
    await sendForm(
      async () => {
        const { id } = await createSuggestion(input as SuggestionCreateInput);
        toast.success(SUGGESTION_MESSAGES.submitted);
        await queryClient.invalidateQueries({ queryKey: ['suggestions'] });
        onSubmitted(id);
      },
      setError,
      ['title', 'details', 'category'],
    );
  });
  const onSubmit = (event: React.FormEvent) => {
    form.clearErrors();
    return submit(event);
  };
  const details = watch('details');
  return (
    <Card className="mx-auto max-w-2xl">
      <form onSubmit={onSubmit} noValidate>
        <CardContent className="space-y-5 pt-6">
          <fieldset>
            <legend className="text-sm font-medium text-ink">What should we make?</legend>
            <Controller
              control={control}
              name="category"
              render={({ field }) => (
                <RadioGroup
                  className="mt-2"
                  name="category"
                  aria-label="Category"
                  orientation="horizontal"
                  value={field.value}
                  onValueChange={field.onChange}
                  invalid={Boolean(formState.errors.category)}
                  options={SUGGESTION_CATEGORIES.map((c) => ({ value: c.value, label: c.label }))}
                />
              )}
            />
            {formState.errors.category && (
              <p className="mt-1.5 text-sm text-danger-700" role="alert">
                {formState.errors.category.message}
              </p>
            )}
          </fieldset>
          <FormField
            label="Title"
            error={formState.errors.title?.message}
            description="A short name for the topic, e.g. “Backdoor Roth step by step”."
          >
            <Input maxLength={SUGGESTION_TITLE_MAX} {...register('title')} />
          </FormField>
          <FormField
            label="Details"
            error={formState.errors.details?.message}
            description={`What would you like to learn, and why does it matter to you? ${details.length.toLocaleString('en-US')}/${SUGGESTION_DETAILS_MAX.toLocaleString('en-US')}`}
          >
            <Textarea rows={6} maxLength={SUGGESTION_DETAILS_MAX} {...register('details')} />
          </FormField>
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" loading={formState.isSubmitting}>
            Submit topic
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
};
