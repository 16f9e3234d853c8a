import type { RouteMeta as AppRouteMeta } from '@ascent/client/app';

/** What the learner site's root needs to know about a route (spec section 2: guard, root modals). */
export interface RouteMeta extends AppRouteMeta {
  /** Opens the forced change-password and complete-information modals. */
  requireAuth?: boolean;
  /** Menu code whose configured per-locale name is the title (else the catalogue's `titleKey`). */
  menuCode?: string;
  /** Detail pages append the word for 'Details' to the title. */
  detail?: boolean;
  /** Lecturer-zone routes skip the complete-information prompt. */
  lecturerZone?: boolean;
  /** Skips the complete-information prompt (the audit centre). */
  skipInfoPrompt?: boolean;
  /**
   * The page takes the whole window: the signed-in shell shows no header, menu or footer, only
   * the page (the exam paper, which has a bar of its own).
   */
  immersive?: boolean;
}
