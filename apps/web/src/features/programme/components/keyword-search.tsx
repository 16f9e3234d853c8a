import { Input } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The keyword box of the programme lists: the trimmed keyword on search (the caller goes back
 * to page 1); the programme name search unless another placeholder is given.
 */
export function KeywordSearch({
  onSearch,
  placeholder,
}: {
  onSearch: (keyword: string) => void;
  placeholder?: string;
}) {
  const { t } = useTranslation();
  return (
    <Input.Search
      allowClear
      className="prog-list__search"
      placeholder={placeholder ?? t('programme.list.search')}
      onSearch={(v) => onSearch(v.trim())}
      maxLength={50}
    />
  );
}
