import type { WebServiceIcon } from '../model/schemas/records';
import { serviceIconId } from './iconShapes';
import { SpriteIcon } from './icons';

/** A web service's icon (cards and pages), from the sprite like the site's own (./iconShapes.ts). */
export function ServiceIcon({ name, size = 32 }: { name: WebServiceIcon; size?: number }) {
  return <SpriteIcon symbol={serviceIconId(name)} size={size} />;
}
