import { useIntl } from 'react-intl';
import { LEAD_KINDS, type LeadKind } from '../../../../../shared/leads/rules';
import type { Dashboard } from '../../../../../shared/leads/schemas';
import { KIND_COLORS } from './kindColors';

type Day = Dashboard['per_day'][number];

const WIDTH = 720;
const HEIGHT = 240;
const PAD = { top: 12, bottom: 28, side: 36 };
const PLOT_H = HEIGHT - PAD.top - PAD.bottom;
const LABEL_EVERY = 5;

const AXIS_STEPS = 4;

/**
 * The y axis' step: a whole, round number of leads (1, 2, 5, 10, 20, 50…) such that four steps reach the
 * busiest day, so every grid line reads as a whole number of leads.
 */
export function axisStep(busiest: number): number {
  const least = Math.max(1, busiest / AXIS_STEPS);
  const power = 10 ** Math.floor(Math.log10(least));
  return ([1, 2, 5, 10].find((factor) => factor * power >= least) ?? 10) * power;
}

const total = (day: Day) => LEAD_KINDS.reduce((sum, kind) => sum + day[kind], 0);

/**
 * Leads per day by kind, stacked, as plain SVG: no chart library to load (the dashboard chunk stays small),
 * and it follows the UI language — dates and digits localised, time running right to left in Arabic.
 */
export function LeadsChart({
  days,
  kindLabel,
}: {
  days: Day[];
  kindLabel: (k: LeadKind) => string;
}) {
  const intl = useIntl();
  const rtl = intl.locale.startsWith('ar');
  const step = axisStep(Math.max(0, ...days.map(total)));
  const max = step * AXIS_STEPS;
  const slot = (WIDTH - PAD.side * 2) / Math.max(days.length, 1);
  const barWidth = Math.max(2, slot * 0.7);
  const x = (index: number) =>
    PAD.side + (rtl ? days.length - 1 - index : index) * slot + (slot - barWidth) / 2;
  const y = (value: number) => PAD.top + PLOT_H - (value / max) * PLOT_H;
  const dayText = (date: string) =>
    intl.formatDate(`${date}T00:00:00Z`, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const ticks = Array.from({ length: AXIS_STEPS + 1 }, (_, index) => index * step);
  const axisX = rtl ? WIDTH - PAD.side + 6 : PAD.side - 6;

  return (
    <svg
      className="dashboard__chart"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={intl.formatMessage(
        { id: 'dashboard.chart.summary' },
        { total: days.reduce((sum, day) => sum + total(day), 0), days: days.length },
      )}
    >
      {ticks.map((tick) => (
        <g key={tick}>
          <line
            x1={PAD.side}
            x2={WIDTH - PAD.side}
            y1={y(tick)}
            y2={y(tick)}
            className="dashboard__gridline"
          />
          <text
            x={axisX}
            y={y(tick) + 4}
            textAnchor={rtl ? 'start' : 'end'}
            className="dashboard__axis"
          >
            {intl.formatNumber(tick)}
          </text>
        </g>
      ))}
      {days.map((day, index) => {
        let base = 0;
        const tip = [
          dayText(day.date),
          ...LEAD_KINDS.map((kind) => `${kindLabel(kind)}: ${intl.formatNumber(day[kind])}`),
        ].join('\n');
        return (
          <g key={day.date}>
            <title>{tip}</title>
            {/* An invisible full-height target, so even an empty day shows its tooltip. */}
            <rect x={x(index)} y={PAD.top} width={barWidth} height={PLOT_H} fill="transparent" />
            {LEAD_KINDS.map((kind) => {
              const value = day[kind];
              if (value === 0) return null;
              const top = y(base + value);
              const height = y(base) - top;
              base += value;
              return (
                <rect
                  key={kind}
                  x={x(index)}
                  y={top}
                  width={barWidth}
                  height={height}
                  fill={KIND_COLORS[kind]}
                />
              );
            })}
            {(days.length - 1 - index) % LABEL_EVERY === 0 && (
              <text
                x={x(index) + barWidth / 2}
                y={HEIGHT - 8}
                textAnchor="middle"
                className="dashboard__axis"
              >
                {dayText(day.date)}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
