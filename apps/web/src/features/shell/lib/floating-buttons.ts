import type { TPlatformConfig } from '@ascent/shared/platform';

/**
 * The floating buttons of spec section 2 and 6: AI Q&A when isOpenAiRobot is set and not 2;
 * the Q&A helper with the 'qa' menu and useQa 1; feedback with the 'feedback' menu and
 * isFeedback 1. The shell renders none of them until those features exist.
 */
export type FloatingButton = 'ai' | 'qa' | 'feedback';

export function visibleFloatingButtons(
  config: Pick<TPlatformConfig, 'isOpenAiRobot' | 'useQa' | 'isFeedback'> | null | undefined,
  menu: readonly string[] | undefined,
): FloatingButton[] {
  if (!config) return [];
  const buttons: FloatingButton[] = [];
  if (config.isOpenAiRobot && config.isOpenAiRobot !== 2) buttons.push('ai');
  if (menu?.includes('qa') && config.useQa === 1) buttons.push('qa');
  if (menu?.includes('feedback') && config.isFeedback === 1) buttons.push('feedback');
  return buttons;
}
