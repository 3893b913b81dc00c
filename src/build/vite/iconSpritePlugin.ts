import type { Plugin } from 'vite';
import { ICON_SHAPES, SERVICE_ICON_SHAPES, serviceIconId } from '../../ui/iconShapes';
import type { WebServiceIcon } from '../../model/schemas/records';
import { hashedAssetPath } from './hashedAsset';

const symbol = (id: string, strokeWidth: number, shapes: string) =>
  `<symbol id="${id}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round">${shapes}</symbol>`;

/** The sprite: one symbol per icon, drawn in the colour of the element that shows it (currentColor). */
export function iconSprite(): string {
  const site = Object.entries(ICON_SHAPES).map(([name, shapes]) => symbol(name, 2, shapes));
  const services = (Object.entries(SERVICE_ICON_SHAPES) as [WebServiceIcon, string][]).map(([name, shapes]) => symbol(serviceIconId(name), 1.8, shapes));
  return `<svg xmlns="http://www.w3.org/2000/svg">${[...site, ...services].join('')}</svg>`;
}

/** Where pages find the sprite: named by its content, so it is cached for a year and replaced by a new name. */
export const iconSpriteUrl = (sprite: string) => hashedAssetPath('icons', 'svg', sprite);

/**
 * Writes the icons' sprite to assets/ and gives its address to the code as
 * `import.meta.env.ICON_SPRITE_URL` (src/ui/icons.tsx); the development server serves it at the same address.
 */
export function iconSpritePlugin(): Plugin {
  const sprite = iconSprite();
  const url = iconSpriteUrl(sprite);
  let emit = false;
  return {
    name: 'virtual-ip:icon-sprite',
    config: () => ({ define: { 'import.meta.env.ICON_SPRITE_URL': JSON.stringify(url) } }),
    configResolved(config) {
      emit = config.command === 'build' && !config.build.ssr;
    },
    configureServer(server) {
      server.middlewares.use(url, (_request, response) => {
        response.setHeader('content-type', 'image/svg+xml');
        response.end(sprite);
      });
    },
    generateBundle() {
      if (emit) this.emitFile({ type: 'asset', fileName: url.slice(1), source: sprite });
    },
  };
}
