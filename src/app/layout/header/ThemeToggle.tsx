import styled from 'styled-components';
import { THEME_TOGGLE_ATTRIBUTE, themeLabel, type ThemeChoice } from '../../../ui/colorScheme';
import { IconButton } from '../../../ui/IconButton';
import { MoonIcon, SunIcon, SystemThemeIcon } from '../../../ui/icons';
import { useThemeChoice } from '../../../ui/useThemeChoice';
import { theme } from '../../../ui/theme';

const CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];
const ICONS = { system: SystemThemeIcon, light: SunIcon, dark: MoonIcon } as const;

const Labelled = styled(IconButton)`
  display: flex;
  justify-content: flex-start;
  gap: ${theme.space.sm};
  width: 100%;
  height: auto;
  min-height: ${theme.layout.target};
  margin-bottom: ${theme.space.sm};
  padding: 0 ${theme.space.xs};
  font-weight: 600;
`;

/**
 * The theme switch: one button whose name says the theme in effect ('Theme: system', 'Theme:
 * light', 'Theme: dark'); pressing it moves to the next. In the header it is an icon; in the mobile
 * menu it shows its name too. A press is handled by the page's plain script (src/app/islands), so
 * the switch works before any island runs; each choice's icon (and name) is in the HTML and CSS
 * shows the one in effect (src/ui/globalCss.ts).
 */
export function ThemeToggle({ labelled = false, className }: { labelled?: boolean; className?: string }) {
  const name = themeLabel(useThemeChoice());
  const toggle = { [THEME_TOGGLE_ATTRIBUTE]: '' };
  const icons = CHOICES.map((choice) => {
    const Icon = ICONS[choice];
    return (
      <span key={choice} data-theme-icon={choice}>
        <Icon size={labelled ? 20 : 22} />
        {labelled && themeLabel(choice)}
      </span>
    );
  });
  return labelled ? (
    <Labelled type="button" className={className} {...toggle}>
      {icons}
    </Labelled>
  ) : (
    <IconButton type="button" className={className} aria-label={name} title={name} {...toggle}>
      {icons}
    </IconButton>
  );
}
