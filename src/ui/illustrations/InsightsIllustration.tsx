import { IllustrationSvg } from './IllustrationSvg';

/** Insights: articles, a bar chart and a rising trend. */
export function InsightsIllustration() {
  return (
    <IllustrationSvg name="insights">
      <rect className="i-panel" x="100" y="28" width="150" height="190" rx="10" />
      <rect className="i-panel" x="60" y="56" width="150" height="196" rx="10" />
      <rect className="i-glow" x="80" y="78" width="90" height="10" rx="5" />
      <rect className="i-mute" x="80" y="98" width="110" height="8" rx="4" />
      <rect className="i-mute" x="80" y="114" width="96" height="8" rx="4" />
      <rect className="i-accent" x="84" y="176" width="22" height="48" rx="3" />
      <rect className="i-fill" x="116" y="150" width="22" height="74" rx="3" />
      <rect className="i-accent" x="148" y="190" width="22" height="34" rx="3" />
      <path className="i-line" d="M78 230h112" />
      <rect className="i-panel" x="196" y="112" width="128" height="96" rx="12" />
      <path className="i-hi" d="M214 186l26-26 20 12 42-40" />
      <circle className="i-node" cx="302" cy="132" r="8" />
    </IllustrationSvg>
  );
}
