import { describe, expect, it } from 'vitest';
import { declareIsland } from '../../ui/islandDeclaration';
import { named } from './hydrateIsland';
import { ISLANDS } from './registry';

describe('the islands’ registry', () => {
  it('loads under each name the declaration of that name, whose component the pages render', async () => {
    for (const [name, load] of Object.entries(ISLANDS)) {
      const island = await load();
      expect(island.name).toBe(name);
      expect(named(name, island)).toBe(island.Component);
    }
  });

  it('refuses to hydrate a name with another island’s component', async () => {
    const header = await ISLANDS.header!();
    expect(() => named('chat', header)).toThrow('The island registered as chat is declared as header');
  });

  it('lets no two components be declared under one name', () => {
    const First = () => null;
    declareIsland('probe-island', First);
    expect(() => declareIsland('probe-island', First)).not.toThrow();
    expect(() => declareIsland('probe-island', () => null)).toThrow('Two islands are declared as probe-island');
  });
});
