import { DownOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useIntl } from 'react-intl';
import './ListPager.css';

export interface ListPagerProps {
  current: number;
  pageSize: number;
  total: number;
  /** The server stopped counting at `total` (a lead search on PostgreSQL): shown as "1,000+". */
  totalCapped?: boolean;
  pageSizes: readonly number[];
  onChange: (page: number, pageSize: number) => void;
}

const GAP = 'gap';

/** Page numbers to show: the first, the last, and the current one with its neighbours; gaps between. */
export function pageWindow(current: number, last: number): (number | typeof GAP)[] {
  const pages = [...new Set([1, current - 1, current, current + 1, last])]
    .filter((page) => page >= 1 && page <= last)
    .sort((a, b) => a - b);
  return pages.flatMap((page, index) =>
    index > 0 && page - pages[index - 1]! > 1 ? [GAP, page] : [page],
  );
}

/**
 * The lists' pager: total, page buttons and the page size. Lists page on the server, so antd Table's own
 * pagination is off; this one uses Button and Dropdown, which the layout already loads, instead of antd
 * Pagination's Select (≈20 kB gzip on every list page, docs/performance.md#bundle).
 */
export function ListPager({
  current,
  pageSize,
  total,
  totalCapped = false,
  pageSizes,
  onChange,
}: ListPagerProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const last = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (current - 1) * pageSize + 1;
  const to = Math.min(total, current * pageSize);
  return (
    <nav className="list-pager" aria-label={t('list.pager.label')}>
      <span className="list-pager__total">
        {t(totalCapped ? 'list.pager.rangeAtLeast' : 'list.pager.range', {
          from: first,
          to,
          total,
        })}
      </span>
      <Button
        size="small"
        className="list-pager__arrow"
        icon={<LeftOutlined />}
        aria-label={t('list.pager.previous')}
        disabled={current <= 1}
        onClick={() => onChange(current - 1, pageSize)}
      />
      {pageWindow(current, last).map((page, index) =>
        page === GAP ? (
          <span key={`gap-${index}`} className="list-pager__gap" aria-hidden>
            …
          </span>
        ) : (
          <Button
            key={page}
            size="small"
            type={page === current ? 'primary' : 'text'}
            aria-current={page === current ? 'page' : undefined}
            aria-label={t('list.pager.page', { page })}
            onClick={() => page !== current && onChange(page, pageSize)}
          >
            {intl.formatNumber(page)}
          </Button>
        ),
      )}
      <Button
        size="small"
        className="list-pager__arrow"
        icon={<RightOutlined />}
        aria-label={t('list.pager.next')}
        disabled={current >= last}
        onClick={() => onChange(current + 1, pageSize)}
      />
      <Dropdown
        trigger={['click']}
        menu={{
          selectable: true,
          selectedKeys: [String(pageSize)],
          items: pageSizes.map((size) => ({
            key: String(size),
            label: t('list.pager.perPage', { size }),
          })),
          onClick: ({ key }) => onChange(1, Number(key)),
        }}
      >
        {/* Named by what it shows first (label in name, WCAG 2.5.3), then what it chooses. */}
        <Button size="small" aria-label={t('list.pager.pageSize', { size: pageSize })}>
          {t('list.pager.perPage', { size: pageSize })} <DownOutlined />
        </Button>
      </Dropdown>
    </nav>
  );
}
