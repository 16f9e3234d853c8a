import { OrgTreeEditor } from '../components/org-tree-editor.tsx';

/** The department tree: people per department, create, rename, move (drag or dialog), delete. */
export function DepartmentsPage() {
  return <OrgTreeEditor kind="department" testIdPrefix="dept" />;
}
