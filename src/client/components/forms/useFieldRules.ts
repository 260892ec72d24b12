import type { FormRule } from 'antd';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '../../../shared/content/rules';

// The contract's patterns (src/shared/common/schemas.ts), so the client refuses what the server would.
const URL_PATTERN = /^https?:\/\/[^\s]+$/;
const PHONE_PATTERN = /^\+?[0-9][0-9 -]{3,30}$/;

/** Validation rules with translated messages, mirroring the server's schemas. */
export function useFieldRules() {
  const intl = useIntl();
  return useMemo(() => {
    const t = (id: string, values?: Record<string, string | number>) =>
      intl.formatMessage({ id }, values);
    const required: FormRule = { required: true, message: t('form.required') };
    return {
      required,
      requiredText: { ...required, whitespace: true } as FormRule,
      slug: [
        { ...required, whitespace: true },
        { pattern: new RegExp(SLUG_PATTERN), message: t('form.slugPattern') },
        { max: SLUG_MAX_LENGTH, message: t('form.tooLong', { max: SLUG_MAX_LENGTH }) },
      ] as FormRule[],
      email: { type: 'email', message: t('validation.invalidEmail') } as FormRule,
      url: { pattern: URL_PATTERN, message: t('validation.invalidLink') } as FormRule,
      phone: { pattern: PHONE_PATTERN, message: t('form.invalidPhone') } as FormRule,
      maxLength: (max: number): FormRule => ({ max, message: t('form.tooLong', { max }) }),
      between: (min: number, max: number): FormRule => ({
        type: 'number',
        min,
        max,
        message: t('form.between', { min, max }),
      }),
      /** On the maximum's field: refused when the minimum's field holds a larger number. */
      notBelow:
        (minField: string): FormRule =>
        ({ getFieldValue }) => ({
          validator: (_rule, max: number | null | undefined) => {
            const min = getFieldValue(minField) as number | null | undefined;
            return typeof min === 'number' && typeof max === 'number' && min > max
              ? Promise.reject(new Error(t('form.rangeOrder')))
              : Promise.resolve();
          },
        }),
    };
  }, [intl]);
}
