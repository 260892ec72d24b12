import { Result } from 'antd';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

/** docs/product.md#binding-texts: 'Page Not Found!' with a Back To Home link. */
export default function NotFound() {
  return (
    <Result
      status="404"
      title={
        <h1 className="result-heading">
          <FormattedMessage id="notFound.title" />
        </h1>
      }
      subTitle={<FormattedMessage id="notFound.description" />}
      extra={
        <Link to="/" className="button-link">
          <FormattedMessage id="notFound.backHome" />
        </Link>
      }
    />
  );
}
