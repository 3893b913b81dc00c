import { useSyncExternalStore } from 'react';
import { currentThemeChoice, subscribeThemeChoice, type ThemeChoice } from './colorScheme';

/** The choice in effect; the prerendered page cannot know it and says 'system' until its island runs. */
export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(subscribeThemeChoice, currentThemeChoice, () => 'system');
}
