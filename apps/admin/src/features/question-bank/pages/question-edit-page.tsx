import { App } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LoadFailed, PageSpin } from '@ascent/client/ui';
import type { QuestionType } from '@ascent/shared/question';
import { QuestionEditor } from '../components/question-editor.tsx';
import { QB_KEY, useBank, useQuestion } from '../hooks/use-question-bank.ts';
import { idParam, questionsPath } from '../lib/paths.ts';
import { fromDetail, newQuestion } from '../lib/question-form.ts';

/** Creates a question (?bankId= to start in a bank) or edits one (?id=). */
export function QuestionEditPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const params = new URLSearchParams(useLocation().search);
  const id = idParam(params.get('id'));
  const startBank = idParam(params.get('bankId'));
  const question = useQuestion(id);
  const bank = useBank(id === null ? startBank : null);
  // "Save and add another" starts a fresh editor in the same bank and type.
  const [round, setRound] = useState(0);
  const [next, setNext] = useState<{ bankId: number; bankName: string; type: number } | null>(null);

  if (id !== null && question.isPending) return <PageSpin />;
  if (id !== null && question.isError)
    return <LoadFailed error={question.error} onRetry={() => void question.refetch()} />;
  if (id === null && startBank !== null && bank.isPending) return <PageSpin />;

  const detail = id !== null ? question.data : undefined;
  const initial = detail
    ? fromDetail(detail)
    : newQuestion(next?.bankId ?? bank.data?.id ?? null, (next?.type ?? 1) as QuestionType);
  const back = (bankId?: number) => void navigate(questionsPath(bankId));

  return (
    <div className="qb-page">
      <h2>{t(detail ? 'questionBank.title.editQuestion' : 'questionBank.title.newQuestion')}</h2>
      <QuestionEditor
        key={detail ? `${detail.id}-${detail.updatedAt}` : `new-${round}`}
        id={detail?.id}
        initial={initial}
        bankName={detail?.bankName ?? next?.bankName ?? bank.data?.name}
        onCancel={() => back(detail?.bankId ?? startBank ?? undefined)}
        onSaved={(saved, again) => {
          void message.success(t(detail ? 'questionBank.saved' : 'questionBank.created'));
          void client.invalidateQueries({ queryKey: QB_KEY });
          if (again) {
            setNext({ bankId: saved.bankId, bankName: saved.bankName, type: saved.type });
            setRound((r) => r + 1);
            window.scrollTo({ top: 0 });
          } else back(saved.bankId);
        }}
      />
    </div>
  );
}
