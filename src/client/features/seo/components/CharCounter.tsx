import { Form } from 'antd';
import { useIntl } from 'react-intl';

interface Props {
  name: (string | number)[];
  /** The recommended length (not the hard limit): past it the counter turns to the warning colour. */
  recommended: number;
}

/** Live "42 / 60" under a field; past the recommendation it says so in words too, not by colour alone. */
export function CharCounter({ name, recommended }: Props) {
  const intl = useIntl();
  const form = Form.useFormInstance();
  const value = Form.useWatch(name, form) as string | undefined;
  const count = value?.length ?? 0;
  const over = count > recommended;
  return (
    <span className={`seo-counter${over ? ' seo-counter--over' : ''}`} data-over={over}>
      {intl.formatMessage(
        { id: over ? 'seo.form.counterOver' : 'seo.form.counter' },
        { count, max: recommended },
      )}
    </span>
  );
}
