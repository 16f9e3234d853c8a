import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { Button, Card, Dropdown, Empty, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  RESOURCE_TYPES,
  type ResourceType,
  type TCourseAdminDetail,
  type TCourseStructureSave,
} from '@ascent/shared/course';
import { fromDraft, moveItem, newKey, toDraft, type DraftChapter } from '../lib/outline.ts';
import { ResourceRow } from './resource-row.tsx';

/** Chapters of resources, edited locally and saved at once (one transaction on the server). */
export function CourseOutlineEditor(props: {
  course: TCourseAdminDetail;
  onSave: (body: TCourseStructureSave) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [chapters, setChapters] = useState<DraftChapter[]>(() => toDraft(props.course.chapters));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const setChapter = (i: number, c: DraftChapter) =>
    setChapters((all) => all.map((x, j) => (j === i ? c : x)));
  const addResource = (i: number, type: ResourceType) => {
    const c = chapters[i]!;
    setChapter(i, {
      ...c,
      resources: [
        ...c.resources,
        {
          key: newKey(),
          title: '',
          type,
          compulsory: true,
          minMinutes: 0,
          file: null,
          content: '',
          url: '',
        },
      ],
    });
  };
  const save = async () => {
    setBusy(true);
    setError('');
    try {
      await props.onSave(fromDraft(props.course.id, chapters));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      {chapters.length === 0 && <Empty description={t('courses.outline.empty')} />}
      {chapters.map((c, i) => (
        <Card
          key={c.key}
          size="small"
          style={{ marginBottom: 12 }}
          data-testid="course-chapter"
          title={
            <Input
              aria-label={`${t('courses.outline.chapterTitle')} ${i + 1}`}
              placeholder={t('courses.outline.chapterTitle')}
              value={c.title}
              maxLength={100}
              onChange={(e) => setChapter(i, { ...c, title: e.target.value })}
              style={{ maxWidth: 360 }}
            />
          }
          extra={
            <Space size={4}>
              <Button
                size="small"
                icon={<ArrowUpOutlined />}
                aria-label={t('courses.moveUp')}
                onClick={() => setChapters((all) => moveItem(all, i, -1))}
              />
              <Button
                size="small"
                icon={<ArrowDownOutlined />}
                aria-label={t('courses.moveDown')}
                onClick={() => setChapters((all) => moveItem(all, i, 1))}
              />
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('courses.outline.removeChapter')}
                onClick={() => setChapters((all) => all.filter((_, j) => j !== i))}
              />
            </Space>
          }
        >
          {c.resources.map((r, ri) => (
            <ResourceRow
              key={r.key}
              resource={r}
              index={ri}
              onChange={(next) =>
                setChapter(i, { ...c, resources: c.resources.map((x, j) => (j === ri ? next : x)) })
              }
              onMove={(by) => setChapter(i, { ...c, resources: moveItem(c.resources, ri, by) })}
              onRemove={() =>
                setChapter(i, { ...c, resources: c.resources.filter((_, j) => j !== ri) })
              }
            />
          ))}
          {/* Opens on click: keyboards and touch screens have no hover. */}
          <Dropdown
            trigger={['click']}
            menu={{
              items: RESOURCE_TYPES.map((type) => ({
                key: String(type),
                label: t(`courses.resourceType.${type}`),
              })),
              onClick: ({ key }) => addResource(i, Number(key) as ResourceType),
            }}
          >
            <Button icon={<PlusOutlined />}>{t('courses.outline.addResource')}</Button>
          </Dropdown>
        </Card>
      ))}
      <Space wrap>
        <Button
          icon={<PlusOutlined />}
          onClick={() =>
            setChapters((all) => [...all, { key: newKey(), title: '', resources: [] }])
          }
        >
          {t('courses.outline.addChapter')}
        </Button>
        <Button type="primary" loading={busy} onClick={() => void save()}>
          {t('courses.outline.save')}
        </Button>
      </Space>
      {error && (
        <Typography.Paragraph type="danger" role="alert" style={{ marginTop: 8 }}>
          {error}
        </Typography.Paragraph>
      )}
    </div>
  );
}
