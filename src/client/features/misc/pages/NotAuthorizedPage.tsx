import { Result } from 'antd';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

/** /misc/not-authorized (docs/product.md#roles): where a route the user's role may not see sends them. */
export default function NotAuthorizedPage() {
  return (
    <Result
      status="403"
      title={
        <h1 className="result-heading">
          <FormattedMessage id="misc.notAuthorized.title" />
        </h1>
      }
      subTitle={<FormattedMessage id="misc.notAuthorized.description" />}
      extra={
        <Link to="/" className="button-link">
          <FormattedMessage id="notFound.backHome" />
        </Link>
      }
    />
  );
}
