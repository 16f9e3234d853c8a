import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { useEditorState, type Editor } from '@tiptap/react';
import { Button, Divider, Select, Tooltip } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptOf } from '@ascent/shared/files';
import { HEADING_LEVELS } from './editor-extensions.ts';
import { LinkDialog } from './link-dialog.tsx';
import type { ImageInsert } from './use-image-insert.ts';

type Mark = 'bold' | 'italic' | 'underline' | 'strike';

/** What the toolbar shows as pressed or possible, read once per editor transaction. */
function useToolbarState(editor: Editor | null) {
  return useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      underline: e?.isActive('underline') ?? false,
      strike: e?.isActive('strike') ?? false,
      bulletList: e?.isActive('bulletList') ?? false,
      orderedList: e?.isActive('orderedList') ?? false,
      link: e?.isActive('link') ?? false,
      heading: HEADING_LEVELS.find((level) => e?.isActive('heading', { level })) ?? 0,
      canUndo: e?.can().undo() ?? false,
      canRedo: e?.can().redo() ?? false,
    }),
  });
}

/** The rich editor's toolbar: block type, marks, lists, link, picture, undo and redo. */
export function EditorToolbar({
  editor,
  disabled,
  images,
}: {
  editor: Editor | null;
  disabled: boolean;
  images: ImageInsert;
}) {
  const { t } = useTranslation();
  const state = useToolbarState(editor);
  const fileInput = useRef<HTMLInputElement>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const off = disabled || !editor;

  const tool = (
    key: string,
    icon: ReactNode,
    run: () => void,
    opts: { pressed?: boolean; enabled?: boolean } = {},
  ) => (
    <Tooltip title={t(`richEditor.${key}`)} key={key}>
      <Button
        type={opts.pressed ? 'primary' : 'text'}
        ghost={opts.pressed}
        size="small"
        icon={icon}
        aria-label={t(`richEditor.${key}`)}
        aria-pressed={opts.pressed === undefined ? undefined : opts.pressed}
        disabled={off || opts.enabled === false}
        // Keeps the editor's selection: the click must not take the focus first.
        onMouseDown={(e) => e.preventDefault()}
        onClick={run}
      />
    </Tooltip>
  );
  const mark = (name: Mark, icon: ReactNode) =>
    tool(name, icon, () => editor?.chain().focus().toggleMark(name).run(), {
      pressed: state?.[name] ?? false,
    });

  return (
    <div className="rich-editor__toolbar" role="toolbar" aria-label={t('richEditor.toolbar')}>
      <Select
        size="small"
        className="rich-editor__block"
        style={{ width: 132 }}
        aria-label={t('richEditor.blockType')}
        disabled={off}
        value={state?.heading ?? 0}
        popupMatchSelectWidth={false}
        onChange={(level: number) => {
          const chain = editor?.chain().focus();
          if (level === 0) chain?.setParagraph().run();
          else chain?.setHeading({ level: level as (typeof HEADING_LEVELS)[number] }).run();
        }}
        options={[
          { value: 0, label: t('richEditor.paragraph') },
          ...HEADING_LEVELS.map((level) => ({
            value: level,
            label: t('richEditor.heading', { level }),
          })),
        ]}
      />
      <Divider type="vertical" />
      {mark('bold', <BoldOutlined />)}
      {mark('italic', <ItalicOutlined />)}
      {mark('underline', <UnderlineOutlined />)}
      {mark('strike', <StrikethroughOutlined />)}
      <Divider type="vertical" />
      {tool(
        'bulletList',
        <UnorderedListOutlined />,
        () => editor?.chain().focus().toggleBulletList().run(),
        { pressed: state?.bulletList ?? false },
      )}
      {tool(
        'orderedList',
        <OrderedListOutlined />,
        () => editor?.chain().focus().toggleOrderedList().run(),
        { pressed: state?.orderedList ?? false },
      )}
      <Divider type="vertical" />
      {tool('link', <LinkOutlined />, () => setLinkOpen(true), { pressed: state?.link ?? false })}
      {tool('image', <PictureOutlined />, () => fileInput.current?.click(), {
        enabled: !images.uploading,
      })}
      <Divider type="vertical" />
      {tool('undo', <UndoOutlined />, () => editor?.chain().focus().undo().run(), {
        enabled: state?.canUndo ?? false,
      })}
      {tool('redo', <RedoOutlined />, () => editor?.chain().focus().redo().run(), {
        enabled: state?.canRedo ?? false,
      })}
      <input
        ref={fileInput}
        type="file"
        accept={acceptOf('image')}
        multiple
        style={{ display: 'none' }}
        aria-label={t('richEditor.image')}
        data-testid="rich-editor-image-input"
        onChange={(e) => {
          images.insertFiles(e.target.files ? [...e.target.files] : null);
          e.target.value = '';
        }}
      />
      {editor && linkOpen ? (
        <LinkDialog editor={editor} onClose={() => setLinkOpen(false)} />
      ) : null}
    </div>
  );
}
