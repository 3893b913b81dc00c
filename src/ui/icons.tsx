import type { SVGProps } from 'react';
import type { IconName } from './iconShapes';
import { theme } from './theme';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/**
 * The site's line icons: each points into the build's sprite (./iconShapes.ts) at its `symbol`,
 * sized here and drawn in the text colour around it. Decorative: the control or text beside an icon names it.
 */
export function SpriteIcon({ symbol, size = 24, ...rest }: IconProps & { symbol: string }) {
  return (
    <svg width={size} height={size} aria-hidden="true" focusable="false" {...rest}>
      <use href={`${import.meta.env.ICON_SPRITE_URL}#${symbol}`} />
    </svg>
  );
}

const icon = (name: IconName) => (props: IconProps) => <SpriteIcon symbol={name} {...props} />;

export const SearchIcon = icon('search');
export const SunIcon = icon('sun');
export const MoonIcon = icon('moon');
export const SystemThemeIcon = icon('system-theme');
export const MenuIcon = icon('menu');
export const CloseIcon = icon('close');
export const ArrowLeftIcon = icon('arrow-left');
export const ArrowRightIcon = icon('arrow-right');
export const ArrowUpIcon = icon('arrow-up');
export const ArrowDownIcon = icon('arrow-down');
export const ChevronDownIcon = icon('chevron-down');
export const MailIcon = icon('mail');
export const PhoneIcon = icon('phone');
export const PinIcon = icon('pin');
export const ClockIcon = icon('clock');
export const CalendarIcon = icon('calendar');
export const ShieldIcon = icon('shield');
export const FacebookIcon = icon('facebook');
export const LinkedInIcon = icon('linkedin');
export const InstagramIcon = icon('instagram');
export const ChatBubbleIcon = icon('chat-bubble');

/** The Virtual IP mark: a shield with a circuit node, in the theme's colours (the favicon draws the same: src/ui/palette.ts). */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path d="M16 2 4 6.5v8.2C4 22.6 9.2 28 16 30c6.8-2 12-7.4 12-15.3V6.5Z" style={{ fill: theme.colors.primary }} />
      <path d="M10 11.5 16 22l6-10.5" fill="none" style={{ stroke: theme.colors.onPrimary }} strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="16" cy="9" r="2.2" style={{ fill: theme.colors.logoNode }} />
    </svg>
  );
}
