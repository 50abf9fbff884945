import { ApiError, toastError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';

export const MarkdownHint = () => (
  <>Markdown works: **bold**, _italic_, [links](https://…), lists and &gt; quotes; type @ to mention a member. Images and HTML are not shown.</>
);

/**
 * Field errors go under their fields; a refusal with its own message (e.g. a suspension) is shown
 * as is; everything else gets the catalog's toast.
 */
export const applyServerErrors = (error: unknown, setFieldError: (field: string, message: string) => void) => {
  if (error instanceof ApiError && error.fieldErrors) {
    for (const [field, messages] of Object.entries(error.fieldErrors)) if (messages[0]) setFieldError(field, messages[0]);
    return;
  }
  if (error instanceof ApiError && (error.status === 403 || error.status === 409 || error.status === 400) && error.message) {
    toast.error(error.message);
    return;
  }
  toastError(error);
};
