import { DeleteOutlined } from '@ant-design/icons';
import { Button, Empty, List, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ItemPicker } from './item-picker.tsx';

/** A package's programmes, in order. */
export function PackageField(props: {
  value?: { id: number; title: string }[];
  onChange?: (v: { id: number; title: string }[]) => void;
}) {
  const { t } = useTranslation();
  const list = props.value ?? [];
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {list.length ? (
        <List
          size="small"
          bordered
          dataSource={list}
          renderItem={(p) => (
            <List.Item
              key={p.id}
              data-testid="programme-package-item"
              actions={[
                <Button
                  key="remove"
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('programmes.form.removeItem')}
                  onClick={() => props.onChange?.(list.filter((x) => x.id !== p.id))}
                />,
              ]}
            >
              {p.title}
            </List.Item>
          )}
        />
      ) : (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t('programmes.form.noProgrammes')}
        />
      )}
      <ItemPicker
        mode="programmes"
        testId="programme-package-picker"
        onPick={(p) =>
          list.some((x) => x.id === p.refId)
            ? undefined
            : props.onChange?.([...list, { id: p.refId, title: p.title }])
        }
      />
    </Space>
  );
}
