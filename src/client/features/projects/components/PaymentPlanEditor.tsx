import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { Button, Form } from 'antd';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useFieldRules } from '../../../components/forms/useFieldRules';
import { TranslatableInput } from '../../../components/TranslatableInput/TranslatableInput';
import type { MilestoneValues } from '../projectFormValues';
import { PaymentPlanSummary, planTotal } from './PaymentPlanSummary';
import './PaymentPlanEditor.css';
import { NumberInput } from '../../../components/forms/NumberInput';

/** The contract allows up to 12 milestones. */
const MAX_MILESTONES = 12;

/** Ordered milestones (bilingual label + percent) that must add up to exactly 100 when there are any. */
export function PaymentPlanEditor() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number | string>) =>
    intl.formatMessage({ id: `projects.form.${id}` }, values);
  const rules = useFieldRules();
  const form = Form.useFormInstance();
  const plan = Form.useWatch('payment_plan', form) as MilestoneValues[] | undefined;
  // Once the total is shown as wrong, it is checked again on every change, so the error leaves as soon as
  // the plan adds up (not only at the next Save).
  useEffect(() => {
    if (form.getFieldError(['payment_plan']).length > 0)
      form.validateFields([['payment_plan']]).catch(() => undefined);
  }, [form, plan]);
  const totalRule = {
    validator: async (_rule: unknown, plan: MilestoneValues[] | undefined) => {
      if (plan?.length && planTotal(plan) !== 100)
        throw new Error(intl.formatMessage({ id: 'form.paymentPlanTotal' }));
    },
  };
  return (
    <Form.List name="payment_plan" rules={[totalRule]}>
      {(fields, { add, remove, move }, { errors }) => (
        <fieldset className="payment-plan">
          <legend className="record-form__section">{t('paymentPlan')}</legend>
          <ol className="payment-plan__steps">
            {fields.map((field, index) => {
              const step = index + 1;
              return (
                <li key={field.key} className="payment-plan__step">
                  <TranslatableInput
                    name={[field.name, 'label']}
                    label={t('milestoneLabel', { step })}
                    required
                  />
                  <div className="payment-plan__row">
                    <Form.Item
                      name={[field.name, 'percent']}
                      label={t('milestonePercent', { step })}
                      rules={[rules.required, rules.between(0.01, 100)]}
                    >
                      <NumberInput min={0} max={100} step={5} suffix="%" dir="ltr" />
                    </Form.Item>
                    <Button
                      icon={<ArrowUpOutlined />}
                      aria-label={t('milestoneUp', { step })}
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                    />
                    <Button
                      icon={<ArrowDownOutlined />}
                      aria-label={t('milestoneDown', { step })}
                      disabled={index === fields.length - 1}
                      onClick={() => move(index, index + 1)}
                    />
                    <Button
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('milestoneRemove', { step })}
                      onClick={() => remove(index)}
                    />
                  </div>
                </li>
              );
            })}
          </ol>
          <Button
            icon={<PlusOutlined />}
            disabled={fields.length >= MAX_MILESTONES}
            onClick={() => add({ label: { en: '', ar: '' }, percent: null })}
          >
            {t('milestoneAdd')}
          </Button>
          <PaymentPlanSummary />
          <Form.ErrorList errors={errors} />
        </fieldset>
      )}
    </Form.List>
  );
}
