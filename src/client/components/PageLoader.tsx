import { useIntl } from 'react-intl';

/** Shown while a lazy route chunk loads: the branded bars of index.html, without pulling antd's Spin. */
export function PageLoader() {
  const intl = useIntl();
  return (
    <div
      className="page-loader"
      role="status"
      aria-label={intl.formatMessage({ id: 'common.loading' })}
    >
      <div className="app-loading__bars">
        <span className="app-loading__bar" />
        <span className="app-loading__bar" />
        <span className="app-loading__bar" />
      </div>
    </div>
  );
}
