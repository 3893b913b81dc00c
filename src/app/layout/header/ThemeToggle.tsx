import styled from 'styled-components';
import { setThemeChoice, useThemeChoice, type ThemeChoice } from '../../../ui/colorScheme';
import { IconButton } from '../../../ui/IconButton';
import { MoonIcon, SunIcon, SystemThemeIcon } from '../../../ui/icons';
import { theme } from '../../../ui/theme';

/** Each press moves to the next choice; every one shows at once (the icon) and is announced (the name). */
const NEXT: Record<ThemeChoice, ThemeChoice> = { system: 'light', light: 'dark', dark: 'system' };
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
 * menu it shows its name too.
 */
export function ThemeToggle({ labelled = false, className }: { labelled?: boolean; className?: string }) {
  const choice = useThemeChoice();
  const Icon = ICONS[choice];
  const name = `Theme: ${choice}`;
  const next = () => setThemeChoice(NEXT[choice]);
  return labelled ? (
    <Labelled type="button" className={className} onClick={next}>
      <Icon size={20} />
      {name}
    </Labelled>
  ) : (
    <IconButton type="button" className={className} aria-label={name} title={name} onClick={next}>
      <Icon size={22} />
    </IconButton>
  );
}
