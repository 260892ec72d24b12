import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import {
  axisStep,
  LeadsChart,
} from '../../../../src/client/features/leads/dashboard/components/LeadsChart';

const day = (date: string, contact: number) => ({
  date,
  contact,
  project: 0,
  consulting: 0,
  sale: 0,
});

describe('the dashboard chart', () => {
  it('steps its y axis by whole, round numbers of leads that reach the busiest day', () => {
    for (const [busiest, step] of [
      [0, 1],
      [3, 1],
      [4, 1],
      [5, 2],
      [6, 2],
      [9, 5],
      [13, 5],
      [21, 10],
      [41, 20],
      [300, 100],
    ] as const) {
      expect({ busiest, step: axisStep(busiest) }).toEqual({ busiest, step });
      expect(axisStep(busiest) * 4).toBeGreaterThanOrEqual(busiest);
    }
  });

  it('labels every grid line with a whole number (a busiest day of 6 once read 1.5 and 4.5)', () => {
    const { container } = render(
      <IntlProvider locale="en" messages={{ 'dashboard.chart.summary': '{total} leads' }}>
        <LeadsChart
          days={[day('2026-11-01', 6), day('2026-11-02', 1)]}
          kindLabel={(kind) => kind}
        />
      </IntlProvider>,
    );
    const labels = [...container.querySelectorAll('.dashboard__gridline + .dashboard__axis')].map(
      (label) => label.textContent,
    );
    expect(labels).toEqual(['0', '2', '4', '6', '8']);
  });
});
