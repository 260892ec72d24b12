import { FormattedMessage, FormattedNumber } from 'react-intl';
import { FUNNEL_STAGES, type FunnelStage } from '../../../../../shared/leads/sla/rules';

const WIDTH = 320;
const ROW = 30;

/**
 * new → contacted → qualified → closed: each stage's leads as a centred bar, narrower as the funnel goes
 * down; centred bars read the same either way, so right-to-left needs nothing. Counts are HTML beside it.
 */
export function Funnel({ funnel }: { funnel: Record<FunnelStage, number> }) {
  const top = Math.max(1, funnel.new);
  return (
    <div className="speed__funnel">
      <svg
        width={WIDTH}
        height={ROW * FUNNEL_STAGES.length}
        viewBox={`0 0 ${WIDTH} ${ROW * FUNNEL_STAGES.length}`}
        aria-hidden="true"
      >
        {FUNNEL_STAGES.map((stage, index) => {
          const width = Math.max(2, (funnel[stage] / top) * WIDTH);
          return (
            <rect
              key={stage}
              x={(WIDTH - width) / 2}
              y={index * ROW + 3}
              width={width}
              height={ROW - 6}
              rx={3}
              className={`speed__funnel-bar speed__funnel-bar--${stage}`}
            />
          );
        })}
      </svg>
      <ol className="speed__funnel-legend">
        {FUNNEL_STAGES.map((stage) => (
          <li key={stage} data-testid={`funnel-${stage}`}>
            <FormattedMessage id={`leadStatus.${stage}`} />:{' '}
            <FormattedNumber value={funnel[stage]} />
          </li>
        ))}
      </ol>
    </div>
  );
}
