import { IllustrationSvg } from './IllustrationSvg';

/** Web: a browser window with a page layout, and a code card. */
export function WebIllustration() {
  return (
    <IllustrationSvg name="web">
      <rect className="i-panel" x="40" y="44" width="250" height="176" rx="12" />
      <path className="i-line" d="M40 76h250" />
      <circle className="i-glow" cx="60" cy="60" r="5" />
      <circle className="i-glow" cx="78" cy="60" r="5" />
      <circle className="i-glow" cx="96" cy="60" r="5" />
      <rect className="i-fill" x="60" y="94" width="100" height="56" rx="6" />
      <rect className="i-glow" x="176" y="96" width="94" height="10" rx="5" />
      <rect className="i-mute" x="176" y="116" width="74" height="10" rx="5" />
      <rect className="i-mute" x="176" y="136" width="54" height="10" rx="5" />
      <rect className="i-accent" x="60" y="166" width="64" height="36" rx="6" />
      <rect className="i-accent" x="133" y="166" width="64" height="36" rx="6" />
      <rect className="i-accent" x="206" y="166" width="64" height="36" rx="6" />
      <rect className="i-panel" x="222" y="160" width="110" height="78" rx="12" />
      <path className="i-hi" d="M252 182l-14 17 14 17M302 182l14 17-14 17M284 178l-14 42" />
    </IllustrationSvg>
  );
}
