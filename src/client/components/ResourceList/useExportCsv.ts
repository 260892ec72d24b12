import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { ADMIN_PREFIX } from '../../../shared/common/apiPaths';
import type { ListParams } from '../../../shared/common/list';
import { useAppSelector } from '../../app/hooks';
import { downloadFile } from '../../utils/downloadFile';
import { exportPath } from '../../utils/resourceEndpoints';
import { toast } from '../toast/toastStore';

/** Same origin unless the build points the SPA at another API host (as app/api.ts does). */
const API_BASE_URL = process.env.API_BASE_URL ?? '';

/** Downloads the CSV of exactly the list's current view (search, filters, sort; every page). */
export function useExportCsv(apiPath: string, params: ListParams) {
  const intl = useIntl();
  const token = useAppSelector((state) => state.auth.token);
  const [exporting, setExporting] = useState(false);

  const exportCsv = useCallback(async () => {
    setExporting(true);
    try {
      const url = `${API_BASE_URL}${ADMIN_PREFIX}${exportPath(apiPath, params)}`;
      // The server names the file; without a name it is called after the resource, as `developers.csv`.
      await downloadFile(url, token, `${apiPath.replace(/^\//, '')}.csv`);
    } catch (error) {
      toast.error(intl.formatMessage({ id: 'errors.generic' }), error);
    } finally {
      setExporting(false);
    }
  }, [apiPath, intl, params, token]);

  return { exportCsv, exporting };
}
