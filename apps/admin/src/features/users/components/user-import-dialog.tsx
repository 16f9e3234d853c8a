import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { XlsxImportDialog } from '../../../components/xlsx-import/xlsx-import-dialog.tsx';
import { downloadImportTemplate, importUsers } from '../api/users-api.ts';
import { USERS_QUERY_KEY } from '../lib/users-query-key.ts';
import { ImportResult } from './import-result.tsx';

/** Bulk import: the template, the upload of a filled-in .xlsx, and the per-row report. */
export function UserImportDialog(props: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  return (
    <XlsxImportDialog
      open={props.open}
      onClose={props.onClose}
      width={760}
      testId="user-import"
      kind="user"
      texts={{
        title: t('users.import.title'),
        step1: t('users.import.step1'),
        template: t('users.import.template'),
        step2: t('users.import.step2'),
        choose: t('users.import.choose'),
        noFile: t('users.import.noFile'),
        start: t('users.import.start'),
        close: t('users.close'),
      }}
      downloadTemplate={downloadImportTemplate}
      importFile={importUsers}
      onImported={() => client.invalidateQueries({ queryKey: USERS_QUERY_KEY })}
      renderResult={(result) => <ImportResult result={result} />}
    />
  );
}
