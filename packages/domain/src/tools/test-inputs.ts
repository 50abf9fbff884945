/**
 * Test inputs shared by the domain, web and browser tests (raw, as typed or as in the address bar),
 * and the one way the domain tests turn them into a tool's validated values. Not exported from the
 * package index, so never in the app bundle.
 */
import { defaultRaw, type FieldSpec, type RawInput, type Values, validateFields } from './fields.ts';

/** A tool's defaults plus inputs typed as a person would, validated; throws when an input is refused. */
export function valuesFor(fields: readonly FieldSpec[], over: RawInput): Values {
  const res = validateFields(fields, { ...defaultRaw(fields), ...over });
  if (Object.keys(res.errors).length > 0) throw new Error(`Inputs refused: ${JSON.stringify(res.errors)}`);
  return res.values;
}

/** tools.md §4.3: a single in-house attorney with a side consulting practice. */
export const ESTIMATED_TAX_EXAMPLE: RawInput = {
  w2Wages: '160000',
  withholdingFullYear: '26000',
  seNetProfit: '30000',
  priorYearTotalTax: '31000',
  priorYearAgi: '170000',
};
