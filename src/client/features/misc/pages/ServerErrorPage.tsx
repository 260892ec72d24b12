import { Button, Result } from 'antd';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router-dom';

/**
 * /misc/error/500 (docs/product.md#screens). 'Try again' goes back to the page that failed when there is one
 * in this tab's history (React Router's first entry has the key 'default'), else it reloads.
 */
export default function ServerErrorPage() {
  const navigate = useNavigate();
  const { key } = useLocation();
  const retry = () => (key === 'default' ? window.location.reload() : navigate(-1));

  return (
    <Result
      status="500"
      title={
        <h1 className="result-heading">
          <FormattedMessage id="misc.serverError.title" />
        </h1>
      }
      subTitle={<FormattedMessage id="misc.serverError.description" />}
      extra={[
        <Button key="retry" type="primary" onClick={retry}>
          <FormattedMessage id="misc.serverError.retry" />
        </Button>,
        <Link key="home" to="/">
          <FormattedMessage id="notFound.backHome" />
        </Link>,
      ]}
    />
  );
}
