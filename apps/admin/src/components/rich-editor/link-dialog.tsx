import type { Editor } from '@tiptap/react';
import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isEditorLink } from './editor-links.ts';

/**
 * Sets the link of the selection (or of the link under the cursor): an http(s) address, a path
 * on this site or a mailto address, the ones the server keeps; removes it when one is there.
 * Mounted while open.
 */
export function LinkDialog({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const { t } = useTranslation();
  // The dialog is mounted when it opens: the link under the cursor then is the one edited.
  const [current] = useState(() => (editor.getAttributes('link').href as string | undefined) ?? '');
  const [href, setHref] = useState(current);
  const [invalid, setInvalid] = useState(false);

  const apply = () => {
    const url = href.trim();
    if (!isEditorLink(url)) {
      setInvalid(true);
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    // A cursor without a selection gets the address as its text.
    if (editor.state.selection.empty && !current)
      chain.insertContent({
        type: 'text',
        text: url,
        marks: [{ type: 'link', attrs: { href: url } }],
      });
    else chain.setLink({ href: url });
    chain.run();
    onClose();
  };

  return (
    <Modal
      open
      title={t('richEditor.linkTitle')}
      onCancel={onClose}
      footer={[
        current ? (
          <Button
            key="remove"
            danger
            onClick={() => {
              editor.chain().focus().extendMarkRange('link').unsetLink().run();
              onClose();
            }}
          >
            {t('richEditor.linkRemove')}
          </Button>
        ) : null,
        <Button key="cancel" onClick={onClose}>
          {t('richEditor.cancel')}
        </Button>,
        <Button key="ok" type="primary" onClick={apply} data-testid="rich-editor-link-ok">
          {t('richEditor.linkApply')}
        </Button>,
      ]}
    >
      <Form layout="vertical" onFinish={apply}>
        <Form.Item
          label={t('richEditor.linkAddress')}
          validateStatus={invalid ? 'error' : undefined}
          help={invalid ? t('richEditor.linkInvalid') : t('richEditor.linkHint')}
        >
          <Input
            autoFocus
            value={href}
            placeholder="https://"
            onChange={(e) => {
              setHref(e.target.value);
              setInvalid(false);
            }}
            onPressEnter={(e) => {
              e.preventDefault();
              apply();
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
