import { IllustrationSvg } from './IllustrationSvg';

/** About: a team in front of its office. */
export function AboutIllustration() {
  return (
    <IllustrationSvg name="about">
      <rect className="i-panel" x="196" y="36" width="112" height="204" rx="8" />
      <path className="i-line" d="M220 64h20M264 64h20M220 94h20M264 94h20M220 124h20M264 124h20M220 154h20M264 154h20" />
      <path className="i-line i-dash" d="M80 122q70-86 140 0" />
      <path className="i-line" d="M28 240h304" />
      <circle className="i-glow" cx="80" cy="150" r="18" />
      <path className="i-accent" d="M44 240v-16a36 36 0 0 1 72 0v16Z" />
      <circle className="i-glow" cx="220" cy="150" r="18" />
      <path className="i-accent" d="M184 240v-16a36 36 0 0 1 72 0v16Z" />
      <circle className="i-glow" cx="150" cy="124" r="26" />
      <path className="i-fill" d="M100 240v-32a50 50 0 0 1 100 0v32Z" />
    </IllustrationSvg>
  );
}
