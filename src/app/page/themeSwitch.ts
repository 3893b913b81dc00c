import { NEXT_THEME, THEME_TOGGLE_ATTRIBUTE, currentThemeChoice, nameThemeToggles, setThemeChoice } from '../../ui/colorScheme';

/** The theme switch works from the page's first script on: it is the page's own, no island's. */
export function themeSwitch(): void {
  if (currentThemeChoice() !== 'system') nameThemeToggles();
  document.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest(`[${THEME_TOGGLE_ATTRIBUTE}]`)) setThemeChoice(NEXT_THEME[currentThemeChoice()]);
  });
}
