/**
 * The row actions column of every admin table, spread into its column definition:
 * `{ ...ACTIONS_COLUMN, title: t('table.actions'), render: (_, row) => ... }`. It is fixed to
 * the table's right edge, so a row's buttons show at 1366 px in every language without
 * scrolling sideways, however wide the other columns are (the table scrolls under it: every
 * admin table has `scroll={{ x: ... }}`; DataTable sets `max-content`).
 */
export const ACTIONS_COLUMN = { key: 'actions', fixed: 'right' } as const;
