import { OrgTreeEditor } from '../components/org-tree-editor.tsx';

/** The tree of majors: create, rename, move (drag or dialog), delete. */
export function MajorsPage() {
  return <OrgTreeEditor kind="major" testIdPrefix="major" />;
}
