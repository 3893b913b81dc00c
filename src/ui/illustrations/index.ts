/**
 * Hero illustrations: decorative inline SVG in the theme's colours, one per page family.
 * Pages import a drawing from its own file, not from here: through this index the bundler put all
 * six in one chunk that every page with a drawing loaded, so a page paid for six drawings instead of
 * its own one (measured: docs/performance.md, "Measurements behind the code").
 */
export { IllustrationSvg, ILLUSTRATION_HEIGHT, ILLUSTRATION_WIDTH } from './IllustrationSvg';
export { AboutIllustration } from './AboutIllustration';
export { AiIllustration } from './AiIllustration';
export { CyberIllustration } from './CyberIllustration';
export { HomeIllustration } from './HomeIllustration';
export { InsightsIllustration } from './InsightsIllustration';
export { WebIllustration } from './WebIllustration';
