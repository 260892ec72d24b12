import { Alert, Skeleton } from 'antd';
import { useIntl } from 'react-intl';
import type { Company } from '../../../../shared/account/schemas';
import { useGetCompanyQuery } from '../profileApi';
import { CompanyForm } from './CompanyForm';

/** Loads the company (a fresh install may have none: the form then creates it) and shows its form. */
export default function CompanySection({
  fallbackName,
  onSaved,
}: {
  fallbackName?: string;
  onSaved: (company: Company) => void;
}) {
  const intl = useIntl();
  const { data, error, isLoading } = useGetCompanyQuery();
  if (isLoading) return <Skeleton active />;
  const missing = (error as { status?: unknown } | undefined)?.status === 404;
  if (error && !missing)
    return <Alert type="error" showIcon title={intl.formatMessage({ id: 'errors.getData' })} />;
  // Keyed by the saved row, so the form starts from what the server has after each save.
  return (
    <CompanyForm
      key={data?.data.updated_at ?? 'new'}
      company={data?.data}
      fallbackName={fallbackName}
      onSaved={onSaved}
    />
  );
}
