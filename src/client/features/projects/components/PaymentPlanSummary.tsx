import { Form } from 'antd';
import { useIntl } from 'react-intl';
import { paymentPlanLabel, paymentPlanTotal } from '../../../../shared/content/rules';
import type { MilestoneValues } from '../projectFormValues';

/** A milestone whose percent is not typed yet counts as 0. */
const percents = (plan: MilestoneValues[] | undefined) =>
  (plan ?? []).map((step) => ({ percent: typeof step?.percent === 'number' ? step.percent : 0 }));

export const planTotal = (plan: MilestoneValues[] | undefined) => paymentPlanTotal(percents(plan));

/** The running total (red until exactly 100) and the "60/40"-style label the website will show. */
export function PaymentPlanSummary() {
  const intl = useIntl();
  const plan = Form.useWatch<MilestoneValues[] | undefined>('payment_plan');
  if (!plan?.length) return null;
  const total = planTotal(plan);
  const complete = total === 100;
  return (
    <output className="payment-plan__summary" aria-live="polite">
      <span
        className={`payment-plan__total payment-plan__total--${complete ? 'complete' : 'incomplete'}`}
      >
        {intl.formatMessage({ id: 'projects.form.paymentPlanTotal' }, { total })}
      </span>
      <span className="payment-plan__label">
        {intl.formatMessage(
          { id: 'projects.form.paymentPlanLabel' },
          { label: paymentPlanLabel(percents(plan)) },
        )}
      </span>
    </output>
  );
}
