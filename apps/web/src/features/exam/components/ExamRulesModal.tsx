import { Checkbox, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '@ascent/client/ui';
import { SignaturePad } from './SignaturePad.tsx';

export interface ExamRulesModalProps {
  open: boolean;
  /** The exam's rules (sanitised rich text). */
  intro: string;
  starting: boolean;
  onCancel: () => void;
  onSigned: (signature: string) => void;
}

/** The rules page before an exam that asks for a signature: read, agree, sign, start. */
export function ExamRulesModal({ open, intro, starting, onCancel, onSigned }: ExamRulesModalProps) {
  const { t } = useTranslation();
  const [agreed, setAgreed] = useState(false);
  const [signature, setSignature] = useState<string | null>(null);
  return (
    <Modal
      open={open}
      title={t('exam.detail.rulesTitle')}
      okText={t('exam.detail.signAndStart')}
      cancelText={t('exam.detail.cancel')}
      okButtonProps={{ disabled: !agreed || !signature, loading: starting }}
      onCancel={onCancel}
      onOk={() => signature && onSigned(signature)}
      destroyOnHidden
      width={560}
    >
      {intro ? (
        <RichText className="exam-rules" html={intro} />
      ) : (
        <Typography.Paragraph type="secondary">{t('exam.detail.noRules')}</Typography.Paragraph>
      )}
      <Checkbox checked={agreed} onChange={(e) => setAgreed(e.target.checked)}>
        {t('exam.detail.agree')}
      </Checkbox>
      <Typography.Paragraph className="exam-signature__hint">
        {t('exam.detail.signHere')}
      </Typography.Paragraph>
      <SignaturePad onChange={setSignature} />
    </Modal>
  );
}
