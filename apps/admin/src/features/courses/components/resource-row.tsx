import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Input, InputNumber, Space, Switch, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FILE_RESOURCE_KINDS, RESOURCE_TEXT_MAX } from '@ascent/shared/course';
import type { DraftResource } from '../lib/outline.ts';
import { FileUpload } from '../../../components/upload/FileUpload.tsx';
import { RichEditor } from '../../../components/rich-editor/rich-editor.tsx';

/** One resource of a chapter: title, its content by type, compulsory, minimum minutes, order. */
export function ResourceRow(props: {
  resource: DraftResource;
  index: number;
  onChange: (r: DraftResource) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const r = props.resource;
  const set = (patch: Partial<DraftResource>) => props.onChange({ ...r, ...patch });
  const kind = FILE_RESOURCE_KINDS[r.type];
  const label = (k: string) => `${t(k)} ${props.index + 1}`;
  return (
    <div
      style={{ border: '1px solid #f0f0f0', borderRadius: 6, padding: 12, marginBottom: 8 }}
      data-testid="course-resource"
    >
      <Space wrap align="start" style={{ width: '100%' }}>
        <Tag color="blue">{t(`courses.resourceType.${r.type}`)}</Tag>
        <Input
          aria-label={label('courses.resource.title')}
          placeholder={t('courses.resource.title')}
          value={r.title}
          maxLength={100}
          onChange={(e) => set({ title: e.target.value })}
          style={{ width: 240 }}
        />
        <Space size={4}>
          <Switch
            aria-label={label('courses.resource.compulsory')}
            checked={r.compulsory}
            onChange={(v) => set({ compulsory: v })}
          />
          <Typography.Text>{t('courses.resource.compulsory')}</Typography.Text>
        </Space>
        <Space size={4}>
          <Typography.Text>{t('courses.resource.minMinutes')}</Typography.Text>
          <InputNumber
            aria-label={label('courses.resource.minMinutes')}
            min={0}
            max={1440}
            value={r.minMinutes}
            onChange={(v) => set({ minMinutes: v ?? 0 })}
          />
        </Space>
        <Button
          size="small"
          icon={<ArrowUpOutlined />}
          aria-label={t('courses.moveUp')}
          onClick={() => props.onMove(-1)}
        />
        <Button
          size="small"
          icon={<ArrowDownOutlined />}
          aria-label={t('courses.moveDown')}
          onClick={() => props.onMove(1)}
        />
        <Button
          size="small"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('courses.resource.remove')}
          onClick={props.onRemove}
        />
      </Space>
      <div style={{ marginTop: 8 }}>
        {kind && (
          <FileUpload
            kind={kind}
            testId="resource-file"
            value={r.file}
            onChange={(file) => set({ file, title: r.title || (file?.name ?? '') })}
          />
        )}
        {r.type === 5 && (
          <RichEditor
            ariaLabel={label('courses.resource.content')}
            maxLength={RESOURCE_TEXT_MAX}
            minHeight={120}
            testId="resource-text"
            value={r.content}
            onChange={(content) => set({ content })}
          />
        )}
        {r.type === 8 && (
          <Input
            aria-label={label('courses.resource.url')}
            placeholder="https://"
            value={r.url}
            onChange={(e) => set({ url: e.target.value })}
          />
        )}
      </div>
    </div>
  );
}
