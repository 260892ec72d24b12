import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ResponseFigures } from '../../../../../shared/leads/sla/rules';
import { Duration, Share } from './duration';

export interface ResponseBarRow extends ResponseFigures {
  key: string;
  label: ReactNode;
  /** The row's first-response target, seconds (a dashed line), when it has one. */
  targetSeconds?: number;
}

const WIDTH = 240;
const HEIGHT = 18;

/**
 * Median first-response time as a bar, the 90th percentile as a marker, the target as a dashed line, per
 * row (a kind or an agent). The SVG holds shapes only; every text is HTML beside it, so in a right-to-left
 * page the bars are mirrored by CSS (they grow from the start side) and the texts read in their own direction.
 */
export function ResponseBars({ rows, caption }: { rows: ResponseBarRow[]; caption: ReactNode }) {
  const scale = Math.max(
    1,
    ...rows.map((row) => Math.max(row.p90_seconds ?? 0, row.targetSeconds ?? 0)),
  );
  const x = (seconds: number) => Math.round((seconds / scale) * WIDTH * 10) / 10;
  return (
    <table className="speed__bars">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">
              <FormattedMessage id="speed.column.name" />
            </span>
          </th>
          <th scope="col">
            <FormattedMessage id="speed.median" />
          </th>
          <th scope="col">
            <FormattedMessage id="speed.p90" />
          </th>
          <th scope="col">
            <FormattedMessage id="speed.withinTarget" />
          </th>
          <th scope="col" aria-hidden="true" />
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} data-testid={`speed-row-${row.key}`}>
            <th scope="row" dir="auto">
              {row.label}
            </th>
            <td className="speed__median">
              <Duration seconds={row.median_seconds} />
            </td>
            <td className="speed__p90">
              <Duration seconds={row.p90_seconds} />
            </td>
            <td>
              <Share part={row.within_target} whole={row.due} />
            </td>
            <td aria-hidden="true" className="speed__chart-cell">
              <svg
                className="speed__chart"
                width="100%"
                height={HEIGHT}
                viewBox={`0 0 ${WIDTH + 4} ${HEIGHT}`}
                preserveAspectRatio="none"
              >
                <rect x={0} y={3} width={WIDTH} height={HEIGHT - 6} className="speed__track" />
                {row.median_seconds !== null && (
                  <rect
                    x={0}
                    y={3}
                    width={Math.max(1, x(row.median_seconds))}
                    height={HEIGHT - 6}
                    className="speed__bar"
                  />
                )}
                {row.p90_seconds !== null && (
                  <rect
                    x={x(row.p90_seconds)}
                    y={0}
                    width={3}
                    height={HEIGHT}
                    className="speed__marker"
                  />
                )}
                {row.targetSeconds !== undefined && (
                  <line
                    x1={x(row.targetSeconds)}
                    x2={x(row.targetSeconds)}
                    y1={0}
                    y2={HEIGHT}
                    className="speed__target"
                  />
                )}
              </svg>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
