import { IllustrationSvg } from './IllustrationSvg';

/** Security: a shield with a lock, watching over a network. */
export function CyberIllustration() {
  return (
    <IllustrationSvg name="cyber">
      <path className="i-line i-dash" d="M44 64 110 104M318 60l-68 44M48 222l64-40M314 218l-64-38" />
      <circle className="i-node" cx="44" cy="64" r="9" />
      <circle className="i-node" cx="318" cy="60" r="9" />
      <circle className="i-node" cx="48" cy="222" r="9" />
      <circle className="i-node" cx="314" cy="218" r="9" />
      <path className="i-panel" d="M180 34l72 28v76c0 50-30 84-72 104-42-20-72-54-72-104V62Z" />
      <path className="i-fill" d="M180 56l52 20v62c0 38-22 64-52 80-30-16-52-42-52-80V76Z" />
      <path className="i-hi" d="M164 126v-14a16 16 0 0 1 32 0v14" />
      <rect className="i-glow" x="152" y="124" width="56" height="44" rx="8" />
      <circle className="i-accent" cx="180" cy="144" r="7" />
      <path className="i-accent" d="M177 146h6l2 12h-10Z" />
    </IllustrationSvg>
  );
}
