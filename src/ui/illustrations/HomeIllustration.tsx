import { IllustrationSvg } from './IllustrationSvg';

/** The home hero: the service areas together (web, security, AI, compliance), joined by a network. */
export function HomeIllustration() {
  return (
    <IllustrationSvg name="home">
      <path className="i-line i-dash" d="M36 52l72 26M28 130h72M338 150l-34 10M126 254l24-34" />
      <circle className="i-node" cx="36" cy="52" r="8" />
      <circle className="i-node" cx="28" cy="130" r="8" />
      <circle className="i-node" cx="338" cy="150" r="8" />
      <circle className="i-node" cx="126" cy="254" r="8" />
      <rect className="i-panel" x="100" y="66" width="200" height="150" rx="12" />
      <path className="i-line" d="M100 94h200" />
      <circle className="i-glow" cx="118" cy="80" r="5" />
      <circle className="i-glow" cx="134" cy="80" r="5" />
      <rect className="i-fill" x="160" y="112" width="70" height="44" rx="5" />
      <rect className="i-glow" x="160" y="170" width="76" height="8" rx="4" />
      <rect className="i-mute" x="160" y="186" width="56" height="8" rx="4" />
      <path className="i-line" d="M262 30V16M278 30V16M294 30V16" />
      <rect className="i-panel" x="250" y="30" width="58" height="58" rx="10" />
      <rect className="i-accent" x="264" y="44" width="30" height="30" rx="5" />
      <path className="i-panel" d="M92 132l46 18v38c0 30-20 48-46 58-26-10-46-28-46-58v-38Z" />
      <path className="i-hi" d="M76 186l12 12 22-24" />
      <rect className="i-panel" x="240" y="172" width="80" height="94" rx="8" />
      <path className="i-line" d="M256 196h48M256 214h48M256 232h28" />
      <circle className="i-accent" cx="308" cy="254" r="12" />
    </IllustrationSvg>
  );
}
