import { type Lang, translateMessage } from '@hpl/shared/messages';
import type { RuleRender } from 'antd/es/form';
import type { z } from 'zod';

type Issue = z.core.$ZodIssue;

const GENERIC: Partial<Record<Issue['code'], string>> = {
  too_small: 'error.tooSmall',
  too_big: 'error.tooBig',
  invalid_format: 'error.invalidFormat',
  invalid_type: 'error.invalidValue',
};

/** The text of a contract issue: the catalogue message the server would answer, in the interface language. */
export function describeContractIssue(issue: Issue, lang: Lang): string {
  const key = /^[a-zA-Z]+\.[\w.]+$/.test(issue.message) ? issue.message : (GENERIC[issue.code] ?? 'error.invalidValue');
  const text = translateMessage(key, lang);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * An antd rule that checks one field against the SHARED zod contract the server validates with, so the browser
 * refuses what the server would refuse, with the same message (cross-field rules such as "end on or after start"
 * included). `toInput` turns the form's values into the request body; it must cope with unfilled fields. Missing
 * values are left to the field's `required` rule, which names the field.
 */
export function contractRule<V>(
  schema: z.ZodType,
  field: string,
  toInput: (values: Partial<V>) => unknown,
  lang: Lang,
): RuleRender {
  return (form) => ({
    validator: async (_rule, value) => {
      if (isEmpty(value)) return;
      const result = schema.safeParse(toInput(form.getFieldsValue(true) as Partial<V>));
      if (result.success) return;
      const issue = result.error.issues.find((i) => String(i.path[0]) === field);
      if (issue) throw new Error(describeContractIssue(issue, lang));
    },
  });
}
