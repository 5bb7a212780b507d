import type { Rule } from 'antd/es/form';
import type { z } from 'zod';
import { MSG } from '@partidos/shared';

/**
 * An antd rule that runs one field's zod schema from packages/shared, so the form shows exactly the message
 * the server would answer (validation lives once). `schema` may be a loader: a page that must not wait for
 * zod (/login, docs/decisions/0044) fetches it at the first check.
 */
export function zodRule(schema: z.ZodType | (() => Promise<z.ZodType>), opts: { required?: boolean } = {}): Rule {
  return {

    validator: async (_rule, value) => {
      const empty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
      if (empty && !opts.required) return;
      const s = typeof schema === 'function' ? await schema() : schema;
      const r = s.safeParse(empty ? undefined : value);
      if (!r.success) throw new Error(r.error.issues[0]?.message ?? 'Valor inválido');
    },
  };
}

export function applyServerErrors(
  form: { setFields: (f: { name: string; errors: string[] }[]) => void },
  errors: { field: string; message: string }[],
) {
  const fields = errors.filter((e) => e.field).map((e) => ({ name: e.field, errors: [e.message] }));
  if (fields.length) form.setFields(fields);
}

/** "Confirm password" rules: required with `requiredMessage`, equal to the field `otherField` (docs/product/accounts.md). */
export function confirmRules(otherField: string, requiredMessage: string): Rule[] {
  return [
    { required: true, message: requiredMessage },
    ({ getFieldValue }) => ({
      validator: (_r, v) => (!v || getFieldValue(otherField) === v ? Promise.resolve() : Promise.reject(new Error(MSG.passwordsNoCoinciden))),
    }),
  ];
}
