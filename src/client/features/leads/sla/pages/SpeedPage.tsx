import { Alert, Card, Radio, Spin } from 'antd';
import { useState } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { adminPaths } from '../../../../../shared/common/apiPaths';
import { LEAD_STATUSES, type LeadKind } from '../../../../../shared/leads/rules';
import { RESPONSE_PERIODS, type ResponsePeriod } from '../../../../../shared/leads/sla/rules';
import { useMayCall } from '../../../../utils/useMayCall';
import { Duration, Share } from '../components/duration';
import { Funnel } from '../components/Funnel';
import { ResponseBars } from '../components/ResponseBars';
import { SlaForm } from '../components/SlaForm';
import { useLeadSlaQuery, useResponseTimesQuery } from '../slaApi';
import '../speed.css';

/**
 * Speed to lead (docs/product.md#speed-to-lead): how fast the team answers, over the last 7 or 30 days —
 * median and 90th percentile per kind and per agent against the target, the share answered within it,
 * each agent's leads by status and the funnel; an agent sees its own. Managers set the targets below.
 */
export default function SpeedPage() {
  const intl = useIntl();
  const [days, setDays] = useState<ResponsePeriod>(7);
  const { data, isFetching, isError } = useResponseTimesQuery(days);
  const mayCall = useMayCall();
  const manages = mayCall('PUT', adminPaths.leadSla);
  const sla = useLeadSlaQuery(undefined, { skip: !manages });
  const figures = data?.data;
  const kindName = (kind: string) => intl.formatMessage({ id: `speed.kind.${kind}` });

  return (
    <div className="speed">
      <header className="speed__header">
        <h1>
          <FormattedMessage id="menu.speed" />
        </h1>
        <Radio.Group
          optionType="button"
          aria-label={intl.formatMessage({ id: 'speed.period' })}
          value={days}
          onChange={(event) => setDays(event.target.value as ResponsePeriod)}
          options={RESPONSE_PERIODS.map((value) => ({
            value,
            label: intl.formatMessage({ id: 'speed.days' }, { days: value }),
          }))}
        />
      </header>
      {isError && <Alert type="error" message={intl.formatMessage({ id: 'speed.loadFailed' })} />}
      {!figures ? (
        <Spin />
      ) : (
        <Spin spinning={isFetching}>
          <dl className="speed__summary" aria-label={intl.formatMessage({ id: 'speed.summary' })}>
            <div>
              <dt>
                <FormattedMessage id="speed.median" />
              </dt>
              <dd data-testid="speed-median">
                <Duration seconds={figures.overall.median_seconds} />
              </dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="speed.p90" />
              </dt>
              <dd data-testid="speed-p90">
                <Duration seconds={figures.overall.p90_seconds} />
              </dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="speed.withinTarget" />
              </dt>
              <dd data-testid="speed-within">
                <Share part={figures.overall.within_target} whole={figures.overall.due} />
              </dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="speed.answered" />
              </dt>
              <dd data-testid="speed-answered">
                <FormattedNumber value={figures.overall.answered} /> /{' '}
                <FormattedNumber value={figures.overall.leads} />
              </dd>
            </div>
          </dl>
          <div className="speed__grid">
            <Card>
              <ResponseBars
                caption={<FormattedMessage id="speed.byKind" />}
                rows={figures.by_kind.map((row) => ({
                  ...row,
                  key: row.kind,
                  label: kindName(row.kind),
                  targetSeconds: figures.targets[row.kind as LeadKind].target_minutes * 60,
                }))}
              />
            </Card>
            <Card>
              <ResponseBars
                caption={<FormattedMessage id="speed.byAgent" />}
                rows={figures.by_agent.map((row) => ({
                  ...row,
                  key: String(row.assignee_id ?? 'pool'),
                  label: row.name ?? intl.formatMessage({ id: 'speed.pool' }),
                }))}
              />
            </Card>
            <Card title={<FormattedMessage id="speed.funnel" />}>
              <Funnel funnel={figures.funnel} />
            </Card>
            <Card>
              <table className="speed__statuses">
                <caption>
                  <FormattedMessage id="speed.byStatus" />
                </caption>
                <thead>
                  <tr>
                    <th scope="col">
                      <FormattedMessage id="speed.column.name" />
                    </th>
                    {LEAD_STATUSES.map((status) => (
                      <th scope="col" key={status}>
                        <FormattedMessage id={`leadStatus.${status}`} />
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {figures.by_agent.map((row) => (
                    <tr key={row.assignee_id ?? 'pool'}>
                      <th scope="row" dir="auto">
                        {row.name ?? intl.formatMessage({ id: 'speed.pool' })}
                      </th>
                      {LEAD_STATUSES.map((status) => (
                        <td key={status}>
                          <FormattedNumber value={row.statuses[status]} />
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </Card>
          </div>
        </Spin>
      )}
      {manages && sla.data && (
        <Card title={<FormattedMessage id="speed.sla.title" />} className="speed__sla-card">
          <SlaForm settings={sla.data.data} />
        </Card>
      )}
    </div>
  );
}
