import { App, Button, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@ascent/client/api';
import { FormError } from '@ascent/client/ui';
import type { TCertificateTemplateRow } from '@ascent/shared/certificate';
import { PeopleSelect } from '../../../components/audience/people-select.tsx';
import { issueCertificates } from '../api/certificate-api.ts';

/** Issues a template to chosen people by hand (those holding a valid one are skipped). */
export function IssueDialog({
  template,
  onIssued,
}: {
  template: Pick<TCertificateTemplateRow, 'id' | 'name'>;
  onIssued: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [userIds, setUserIds] = useState<number[]>([]);
  const [known, setKnown] = useState<{ id: number; name: string }[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const issue = async () => {
    setPending(true);
    setError(null);
    try {
      const result = await issueCertificates({ templateId: template.id, userIds });
      void message.success(t('certificates.issuedDone', { ...result }));
      setOpen(false);
      setUserIds([]);
      onIssued();
    } catch (e) {
      setError(isApiError(e) ? e.message : t('certificates.failed'));
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Button type="link" size="small" onClick={() => setOpen(true)}>
        {t('certificates.issue')}
      </Button>
      <Modal
        open={open}
        title={t('certificates.issueTitle', { name: template.name })}
        okText={t('certificates.issue')}
        okButtonProps={{ disabled: !userIds.length, loading: pending }}
        onOk={() => void issue()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <PeopleSelect
          value={userIds}
          known={known}
          placeholder={t('certificates.choosePeople')}
          onChange={(ids, people) => {
            setUserIds(ids);
            setKnown(people);
          }}
          testId="certificate-issue-people"
        />
        <FormError message={error} testId="certificate-issue-error" />
      </Modal>
    </>
  );
}
