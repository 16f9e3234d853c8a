import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { XlsxImportDialog } from '../../../components/xlsx-import/xlsx-import-dialog.tsx';
import { downloadTemplate, importQuestions } from '../api/question-bank-api.ts';
import { QB_KEY } from '../hooks/use-question-bank.ts';
import { BankSelect } from './bank-select.tsx';
import { QuestionImportResult } from './question-import-result.tsx';

/**
 * Imports questions into a bank from the filled-in template. Nothing is imported unless every
 * row is right; otherwise every row's problems are listed to fix and upload again.
 */
export function ImportDialog(props: { bankId?: number; bankName?: string; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [bank, setBank] = useState<{ id?: number; name: string }>({
    id: props.bankId,
    name: props.bankName ?? '',
  });
  const bankId = bank.id;
  return (
    <XlsxImportDialog
      open
      onClose={props.onClose}
      width={800}
      testId="question-import"
      kind="question"
      texts={{
        title: t('questionBank.import.title'),
        step1: t('questionBank.import.step1'),
        template: t('questionBank.import.template'),
        step2: t('questionBank.import.step2'),
        choose: t('questionBank.import.choose'),
        noFile: t('questionBank.import.noFile'),
        start: t('questionBank.import.start'),
        close: t('questionBank.close'),
      }}
      blocked={bankId ? undefined : t('questionBank.import.noBank')}
      downloadTemplate={downloadTemplate}
      importFile={(file) => importQuestions(bankId ?? 0, file)}
      onImported={(r) =>
        r.imported ? client.invalidateQueries({ queryKey: QB_KEY }) : Promise.resolve()
      }
      renderResult={(result) => <QuestionImportResult result={result} />}
    >
      <BankSelect
        value={bank.id}
        knownName={bank.name}
        onChange={(id, name) => setBank({ id, name })}
        style={{ width: '100%', maxWidth: 360 }}
        testId="question-import-bank"
      />
    </XlsxImportDialog>
  );
}
