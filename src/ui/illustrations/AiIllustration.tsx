import { IllustrationSvg } from './IllustrationSvg';

/** AI: a chip at the centre of a small neural network. */
export function AiIllustration() {
  return (
    <IllustrationSvg name="ai">
      <path className="i-line i-dash" d="M40 76l80 34M40 140h80M40 204l80-34M320 76l-80 34M320 140h-80M320 204l-80-34M40 76v128M320 76v128" />
      <path className="i-line" d="M150 80V58M180 80V58M210 80V58M150 200v22M180 200v22M210 200v22" />
      <rect className="i-panel" x="120" y="80" width="120" height="120" rx="14" />
      <rect className="i-fill" x="142" y="102" width="76" height="76" rx="8" />
      <path className="i-line" d="M158 122h44l-44 36h44l-44-36 44 18-44 18" />
      <circle className="i-glow" cx="158" cy="122" r="6" />
      <circle className="i-glow" cx="158" cy="158" r="6" />
      <circle className="i-glow" cx="202" cy="122" r="6" />
      <circle className="i-glow" cx="202" cy="140" r="6" />
      <circle className="i-glow" cx="202" cy="158" r="6" />
      <circle className="i-node" cx="40" cy="76" r="9" />
      <circle className="i-node" cx="40" cy="140" r="9" />
      <circle className="i-node" cx="40" cy="204" r="9" />
      <circle className="i-node" cx="320" cy="76" r="9" />
      <circle className="i-node" cx="320" cy="140" r="9" />
      <circle className="i-node" cx="320" cy="204" r="9" />
    </IllustrationSvg>
  );
}
