import type { FieldSpec, RawInput } from '@awc/domain';

/**
 * Tool inputs live in the address bar, so a result can be bookmarked or shared (decision 104). One
 * codec for every tool (decision 385): a FieldSpec list's raw values, as typed, under the fields'
 * keys; only values that differ from the page's defaults are written. Unknown parameters are ignored
 * on read; a malformed value is kept as typed, so the field shows it with its validation message.
 *
 * `flags` spells a bool field in the address. The member tools write `true`/`false`; the public
 * calculator and navigator have always written `1` (`pslf=1`, `advanced=1`), and links made with
 * them must open with the same inputs.
 */
export type Flags = { on: string; off: string };
export const WORD_FLAGS: Flags = { on: 'true', off: 'false' };
export const DIGIT_FLAGS: Flags = { on: '1', off: '0' };

/** The raw values an address (or a saved input) gives a FieldSpec list: only its fields, as typed. */
export function readFieldParams(fields: readonly FieldSpec[], source: URLSearchParams | RawInput, flags: Flags = WORD_FLAGS): RawInput {
  const get = (k: string) => (source instanceof URLSearchParams ? source.get(k) : (source[k] ?? null));
  const raw: RawInput = {};
  for (const f of fields) {
    const v = get(f.key);
    if (v === null) continue;
    raw[f.key] = f.kind === 'bool' ? (v === flags.on ? 'true' : v === flags.off ? 'false' : v) : v;
  }
  return raw;
}

/** The address for raw values: each field that differs from `base` (the defaults the page opens with). */
export function writeFieldParams(fields: readonly FieldSpec[], raw: RawInput, base: RawInput, flags: Flags = WORD_FLAGS): URLSearchParams {
  const params = new URLSearchParams();
  for (const f of fields) {
    const v = raw[f.key] ?? '';
    if (v === (base[f.key] ?? '')) continue;
    params.set(f.key, f.kind === 'bool' ? (v === 'true' ? flags.on : v === 'false' ? flags.off : v) : v);
  }
  return params;
}
