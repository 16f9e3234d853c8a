import {
  Button,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Radio,
  Select,
  Switch,
  Typography,
} from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COMPLETION_RULES,
  COURSE_INTRO_MAX,
  SECRECY_LEVELS,
  type TCourseAdminDetail,
  type TCourseAudience,
  type TCourseSave,
} from '@ascent/shared/course';
import { searchPeople } from '../../../components/audience/audience-api.ts';
import { AudiencePicker } from '../../../components/audience/audience-picker.tsx';
import { CategorySelect } from './category-select.tsx';
import { CoverUpload } from '../../../components/upload/cover-upload.tsx';
import { RichEditor } from '../../../components/rich-editor/rich-editor.tsx';

interface FormValues {
  title: string;
  cover: string;
  intro: string;
  tags: string[];
  categoryId: number | null;
  lecturerId: number | null;
  credits: number;
  studyHours: number;
  learnInSequence: boolean;
  forbidSeek: boolean;
  completionRule: (typeof COMPLETION_RULES)[number];
  secrecyLevel: (typeof SECRECY_LEVELS)[number];
  visibility: 'all' | 'limited';
  audience: TCourseAudience;
  requiresSignup: boolean;
  period: [Dayjs | null, Dayjs | null] | null;
}

const initial = (c?: TCourseAdminDetail): FormValues => ({
  title: c?.title ?? '',
  cover: c?.cover ?? '',
  intro: c?.intro ?? '',
  tags: c?.tags ?? [],
  categoryId: c?.categoryId ?? null,
  lecturerId: c?.lecturerId ?? null,
  credits: c?.credits ?? 0,
  studyHours: c?.studyHours ?? 0,
  learnInSequence: c?.learnInSequence ?? false,
  forbidSeek: c?.forbidSeek ?? false,
  completionRule: c?.completionRule ?? 'compulsory',
  secrecyLevel: (c?.secrecyLevel as FormValues['secrecyLevel']) ?? 50,
  visibility: c?.visibility ?? 'all',
  audience: c?.audience ?? { departmentIds: [], positions: [], userIds: [] },
  requiresSignup: c?.requiresSignup ?? false,
  period:
    c?.startAt || c?.endAt
      ? [c.startAt ? dayjs(c.startAt) : null, c.endAt ? dayjs(c.endAt) : null]
      : null,
});

/** The course's basic information; the server checks and sanitises (the shared ZCourseSave). */
export function CourseBasicForm(props: {
  course?: TCourseAdminDetail;
  onSave: (body: TCourseSave) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [lecturerTyped, setLecturerTyped] = useState('');
  const lecturers = useQuery({
    queryKey: ['manage', 'course-lecturers', lecturerTyped],
    queryFn: () => searchPeople(lecturerTyped.trim()),
    placeholderData: keepPreviousData,
  });
  const visibility = Form.useWatch('visibility', form);
  const c = props.course;

  const submit = async (v: FormValues) => {
    setBusy(true);
    setError('');
    try {
      await props.onSave({
        id: c?.id,
        title: v.title,
        cover: v.cover ?? '',
        intro: v.intro ?? '',
        tags: v.tags ?? [],
        categoryId: v.categoryId ?? null,
        lecturerId: v.lecturerId ?? null,
        credits: v.credits ?? 0,
        studyHours: v.studyHours ?? 0,
        learnInSequence: v.learnInSequence,
        forbidSeek: v.forbidSeek,
        completionRule: v.completionRule,
        secrecyLevel: v.secrecyLevel,
        visibility: v.visibility,
        audience: v.audience,
        prerequisiteId: c?.prerequisiteId ?? null,
        requiresSignup: v.requiresSignup,
        startAt: v.period?.[0]?.toISOString() ?? null,
        endAt: v.period?.[1]?.toISOString() ?? null,
      });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  const lecturerOptions = [
    ...(c?.lecturerId ? [{ value: c.lecturerId, label: c.lecturerName }] : []),
    ...(lecturers.data ?? [])
      .filter((p) => p.id !== c?.lecturerId)
      .map((p) => ({ value: p.id, label: `${p.realName} (${p.account})` })),
  ];

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      initialValues={initial(c)}
      onFinish={(v) => void submit(v)}
      style={{ maxWidth: 760 }}
    >
      <Form.Item
        name="title"
        label={t('courses.field.title')}
        rules={[{ required: true, whitespace: true, message: t('courses.required') }, { max: 100 }]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="cover" label={t('courses.field.cover')}>
        <CoverUpload testId="course-cover" />
      </Form.Item>
      <Form.Item name="intro" label={t('courses.field.intro')} extra={t('courses.field.introHint')}>
        <RichEditor
          ariaLabel={t('courses.field.intro')}
          maxLength={COURSE_INTRO_MAX}
          testId="course-intro"
        />
      </Form.Item>
      <Form.Item name="tags" label={t('courses.field.tags')}>
        <Select mode="tags" tokenSeparators={[',', '，']} maxCount={10} open={false} />
      </Form.Item>
      <Form.Item name="categoryId" label={t('courses.field.category')}>
        <CategorySelect />
      </Form.Item>
      <Form.Item name="lecturerId" label={t('courses.field.lecturer')}>
        <Select
          allowClear
          showSearch
          filterOption={false}
          onSearch={setLecturerTyped}
          options={lecturerOptions}
          placeholder={t('courses.field.lecturerSearch')}
        />
      </Form.Item>
      <Form.Item name="credits" label={t('courses.field.credits')}>
        <InputNumber min={0} max={9999} step={0.5} precision={2} />
      </Form.Item>
      <Form.Item name="studyHours" label={t('courses.field.studyHours')}>
        <InputNumber min={0} max={9999} step={0.5} precision={2} />
      </Form.Item>
      <Form.Item
        name="learnInSequence"
        label={t('courses.field.learnInSequence')}
        valuePropName="checked"
      >
        <Switch aria-label={t('courses.field.learnInSequence')} />
      </Form.Item>
      <Form.Item name="forbidSeek" label={t('courses.field.forbidSeek')} valuePropName="checked">
        <Switch aria-label={t('courses.field.forbidSeek')} />
      </Form.Item>
      <Form.Item name="completionRule" label={t('courses.field.completionRule')}>
        <Radio.Group
          options={COMPLETION_RULES.map((r) => ({ value: r, label: t(`courses.completion.${r}`) }))}
        />
      </Form.Item>
      <Form.Item name="secrecyLevel" label={t('courses.field.secrecyLevel')}>
        <Select
          options={SECRECY_LEVELS.map((l) => ({ value: l, label: t(`courses.secrecy.${l}`) }))}
        />
      </Form.Item>
      <Form.Item name="visibility" label={t('courses.field.visibility')}>
        <Radio.Group
          options={[
            { value: 'all', label: t('courses.visibility.all') },
            { value: 'limited', label: t('courses.visibility.limited') },
          ]}
        />
      </Form.Item>
      {visibility === 'limited' && (
        <Form.Item name="audience" label={t('courses.field.audience')}>
          <AudiencePicker
            knownPeople={(c?.audienceNames.users ?? []).map((u) => ({
              id: u.id,
              name: `${u.realName} (${u.account})`,
            }))}
            texts={{
              departments: t('courses.audience.departments'),
              positions: t('courses.audience.positions'),
              people: t('courses.audience.people'),
            }}
          />
        </Form.Item>
      )}
      <Form.Item
        name="requiresSignup"
        label={t('courses.field.requiresSignup')}
        valuePropName="checked"
      >
        <Switch aria-label={t('courses.field.requiresSignup')} />
      </Form.Item>
      <Form.Item name="period" label={t('courses.field.period')}>
        <DatePicker.RangePicker showTime allowEmpty={[true, true]} />
      </Form.Item>
      {error && (
        <Typography.Paragraph type="danger" role="alert">
          {error}
        </Typography.Paragraph>
      )}
      <Button type="primary" htmlType="submit" loading={busy}>
        {t('courses.saveBasic')}
      </Button>
    </Form>
  );
}
