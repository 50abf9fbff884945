import { SLUG_PATTERN, toFieldErrors } from '@awc/domain';
import { validator } from 'hono/validator';
import { z } from 'zod';
import { FORBIDDEN_TEXT_MESSAGE, findForbiddenText } from '../middleware/text-guard.ts';
import { AppError } from './errors.ts';

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;

const check = <S extends z.ZodType>(schema: S, value: unknown): z.output<S> => {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new AppError('VALIDATION_FAILED', 'Some fields need attention.', {
      fieldErrors: toFieldErrors(result.error.issues),
    });
  }
  // Text PostgreSQL cannot store (issue 17 item 4), whatever the source: body, query, path, form field.
  const bad = findForbiddenText(result.data);
  if (bad) {
    const field = bad.length ? String(bad[0]) : 'value';
    throw new AppError('VALIDATION_FAILED', 'Some fields need attention.', { fieldErrors: { [field]: [FORBIDDEN_TEXT_MESSAGE] } });
  }
  return result.data;
};

/**
 * Validates a JSON body with a shared domain schema. A body that is not JSON is refused with 415
 * (not silently read as `{}`), malformed JSON with 400, and schema failures with 400 and the
 * schema's own field messages.
 */
export const jsonBody = <S extends z.ZodType>(schema: S) =>
  validator('json', (value: unknown, c) => {
    const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim() ?? '';
    if (!JSON_TYPE.test(type)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json.');
    return check(schema, value) as z.output<S>;
  });

export const query = <S extends z.ZodType>(schema: S) => validator('query', (value: unknown) => check(schema, value) as z.output<S>);

export const params = <S extends z.ZodType>(schema: S) => validator('param', (value: unknown) => check(schema, value) as z.output<S>);

/** Validates a value already in hand (e.g. a multipart field) and throws the same 400. */
export const parseOrThrow = <S extends z.ZodType>(schema: S, value: unknown): z.output<S> => check(schema, value);

/** The `:id` path segment every object route takes: any non-empty identifier of reasonable length. */
export const idParam = params(z.object({ id: z.string().min(1).max(100) }));

/** The `:slug` of a published page of content (a blog post, a glossary term): the domain's slug form. */
export const slugParam = params(z.object({ slug: z.string().regex(SLUG_PATTERN).max(80) }));

/**
 * The bytes of the image a multipart form sends in its `file` field (an avatar, a blog cover);
 * the storage service checks what they are.
 */
export const uploadedFileBytes = async (c: { req: { formData: () => Promise<FormData> } }): Promise<Uint8Array> => {
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw new AppError('BAD_REQUEST', 'Send the image as multipart/form-data in a field named "file".');
  }
  const file = form.get('file');
  if (!(file instanceof File))
    throw new AppError('VALIDATION_FAILED', 'Choose an image to upload.', { fieldErrors: { file: ['Choose an image to upload.'] } });
  return new Uint8Array(await file.arrayBuffer());
};
