// A test's counter kept in a real unit shape, for store tests that count and append.
/**
 * Valid data of a stored unit (a 40k vehicle, the smallest shape) carrying a test's counter: `hp` as its front armour,
 * `tokens` as its last results. The store checks every unit against its system's schema, so tests store real shapes.
 */
export function counterData(hp = 0, tokens: readonly string[] = []) {
  return {
    template: null,
    armour: { front: hp, side: 10, rear: 10 },
    types: { tank: true, fast: false, skimmer: false, walker: false, openTopped: false },
    bs: 4,
    weapons: [],
    transport: null,
    controller: null,
    status: { shaken: null, stunned: null, immobilised: false, destroyed: null },
    movement: { inches: 0, since: 0 },
    obscured: false,
    hullDown: false,
    lastResults: [...tokens],
  };
}

export const hpOf = (data: unknown): number => (data as ReturnType<typeof counterData>).armour.front;
export const tokensOf = (data: unknown): string[] => (data as ReturnType<typeof counterData> | undefined)?.lastResults ?? [];
