import { ApiError, toastError } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';

export const MarkdownHint = () => (
  <>Markdown works: **bold**, _italic_, [links](https://…), lists and &gt; quotes; type @ to mention a member. Images and HTML are not shown.</>
);

/**
 * A community write that failed: field errors go under their fields (through the app's one
 * `applyServerErrors`); a refusal with its own message (e.g. a suspension) is shown as is;
 * everything else gets the catalog's toast.
 */
export const showPostError = (error: unknown, setFieldError: (field: string, message: string) => void) => {
  const fields = error instanceof ApiError && error.fieldErrors ? Object.keys(error.fieldErrors) : [];
  if (applyServerErrors(error, (field, e) => setFieldError(field, e.message), fields)) return;
  if (error instanceof ApiError && (error.status === 403 || error.status === 409 || error.status === 400) && error.message) {
    toast.error(error.message);
    return;
  }
  toastError(error);
};
