import { FormattedMessage, FormattedNumber } from 'react-intl';

/** A response time in seconds, as minutes (one decimal) or seconds under a minute; a dash for none. */
export function Duration({ seconds }: { seconds: number | null }) {
  if (seconds === null) return <>—</>;
  if (seconds < 60)
    return (
      <FormattedMessage
        id="speed.seconds"
        values={{ value: <FormattedNumber value={seconds} maximumFractionDigits={0} /> }}
      />
    );
  return (
    <FormattedMessage
      id="speed.minutes"
      values={{ value: <FormattedNumber value={seconds / 60} maximumFractionDigits={1} /> }}
    />
  );
}

/** A share as a whole percentage; a dash when nothing was due. */
export function Share({ part, whole }: { part: number; whole: number }) {
  if (whole === 0) return <>—</>;
  return <FormattedNumber value={part / whole} style="percent" maximumFractionDigits={0} />;
}
