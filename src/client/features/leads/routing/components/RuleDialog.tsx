import { Modal } from 'antd';
import { useIntl } from 'react-intl';
import type { RoutingRule, RoutingRuleInput } from '../../../../../shared/leads/routing/schemas';
import { RuleEditor } from './RuleEditor';

interface Props {
  /** The rule edited; absent: a new rule. */
  rule?: RoutingRule;
  onSave: (input: RoutingRuleInput) => Promise<unknown>;
  onClose: () => void;
}

/** The rule editor in its dialog; the page loads it on first use (docs/performance.md#bundle). */
export default function RuleDialog({ rule, onSave, onClose }: Props) {
  const intl = useIntl();
  return (
    <Modal
      open
      title={intl.formatMessage({ id: rule ? 'routing.edit' : 'routing.add' })}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      <RuleEditor rule={rule} onSave={onSave} onCancel={onClose} />
    </Modal>
  );
}
