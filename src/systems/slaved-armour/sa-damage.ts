// Hits on an SA: d6 for the row, leftmost undamaged module, full rows re-roll; criticals, explosive modules and fires.

import type { Narration } from './state.js';
import type { SaConfig } from './tables.js';
import type { Fire, FireKind, SaData, SaModule } from './unit.js';

type Writable<T> = { -readonly [K in keyof T]: T[K] };

/** A private working copy of an SA for one resolution; the caller's data is never touched. */
export interface WorkSa extends Writable<Omit<SaData, 'rows' | 'fires'>> {
  rows: Writable<SaModule>[][];
  fires: Fire[];
}

export interface DamageContext {
  readonly log: Narration;
  readonly cfg: SaConfig;
  /** The unit's display name, for the narration. */
  readonly unit: string;
  /** Row indices (0–5) hit during this resolution, for the sheet's highlight. */
  readonly rowsHit: Set<number>;
}

export function workCopy(data: SaData): WorkSa {
  return structuredClone(data) as WorkSa;
}

export function finish(work: WorkSa): SaData {
  return work;
}

/** `1 hit`, `4 hits`: a channel may set an explosion to a single Hit. */
function hitsText(n: number): string {
  return `${n} hit${n === 1 ? '' : 's'}`;
}

const FIRE_NAMES: Record<FireKind, string> = { external: 'external fire', internal: 'internal fire', explosive: 'burning explosive' };

function anyIntact(sa: WorkSa): boolean {
  return sa.rows.some((row) => row.some((m) => !m.destroyed));
}

/** Applies `hits` Hits one at a time; stops once the SA is destroyed. */
export function applyHits(sa: WorkSa, hits: number, cause: string, ctx: DamageContext): void {
  for (let i = 0; i < hits && !sa.destroyed; i++) oneHit(sa, cause, ctx);
}

function oneHit(sa: WorkSa, cause: string, ctx: DamageContext): void {
  const { log } = ctx;
  if (!anyIntact(sa)) {
    sa.destroyed = true;
    sa.destroyedBy = 'every module lost';
    log.event({ type: 'sa-destroyed', unit: ctx.unit, cause: sa.destroyedBy });
    log.line(`💥 **${ctx.unit}** has no modules left: **destroyed**.`);
    return;
  }
  let face = log.d6(`hit row (${cause})`);
  const rolled = [face];
  for (let rerolls = 0; !sa.rows[face - 1]?.some((m) => !m.destroyed); rerolls++) {
    if (rerolls >= ctx.cfg.modules.rerollLimit) {
      const reason = `${deadRows(sa, rolled)}, after ${rerolls} re-rolls`;
      log.event({ type: 'hit-lost', unit: ctx.unit, reason });
      log.line(`${cause}: row [${rolled.join('][')}] — ${reason}; the hit is lost.`);
      return;
    }
    face = log.d6(`hit row re-roll (row ${face} ${sa.rows[face - 1]?.length ? 'all destroyed' : 'has no modules'})`);
    rolled.push(face);
  }
  const row = face - 1;
  const col = sa.rows[row]?.findIndex((m) => !m.destroyed) ?? -1;
  const rerollNote = rolled.length > 1 ? ` (re-rolled: ${deadRows(sa, rolled.slice(0, -1))})` : '';
  destroyModule(sa, row, col, `${cause}: row [${face}]${rerollNote}`, ctx);
}

/**
 * Why rolled rows took no hit, each row once: `row 3 all destroyed, row 5 has no modules` (a row with nothing left
 * to hit is re-rolled, RULES S3; "full" would say the opposite of what it is).
 */
function deadRows(sa: WorkSa, faces: readonly number[]): string {
  const unique = [...new Set(faces)];
  const destroyed = unique.filter((f) => (sa.rows[f - 1]?.length ?? 0) > 0);
  const empty = unique.filter((f) => (sa.rows[f - 1]?.length ?? 0) === 0);
  const rows = (list: number[]) => `row${list.length === 1 ? '' : 's'} ${list.join(', ')}`;
  return [
    destroyed.length > 0 ? `${rows(destroyed)} all destroyed` : '',
    empty.length > 0 ? `${rows(empty)} ${empty.length === 1 ? 'has' : 'have'} no modules` : '',
  ]
    .filter(Boolean)
    .join(', ');
}

/** Destroys one module and applies what it does: a critical loss, an explosive roll, a fire. */
export function destroyModule(sa: WorkSa, row: number, col: number, prefix: string, ctx: DamageContext): void {
  const module = sa.rows[row]?.[col];
  if (!module || module.destroyed) return;
  const { log, cfg } = ctx;
  module.destroyed = true;
  ctx.rowsHit.add(row);
  log.event({ type: 'module-destroyed', unit: ctx.unit, row, col, module: module.name });
  if (module.critical) {
    sa.destroyed = true;
    sa.destroyedBy = module.name;
    log.event({ type: 'sa-destroyed', unit: ctx.unit, cause: module.name });
    log.line(`${prefix} → **${module.name}** destroyed — critical: **${ctx.unit} is destroyed**.`);
    return;
  }
  if (module.explosive) {
    const roll = log.d6(`explosive module ${module.name}`);
    const result = cfg.fires.explosiveOnHit[roll - 1] ?? 'burn';
    if (result === 'explode') {
      log.line(`${prefix} → **${module.name}** destroyed; explosive [${roll}]: **explodes** (${hitsText(cfg.fires.explosionHits)}).`);
      log.event({ type: 'explosion', unit: ctx.unit, module: module.name, hits: cfg.fires.explosionHits });
      applyHits(sa, cfg.fires.explosionHits, `explosion of ${module.name}`, ctx);
      return;
    }
    log.line(`${prefix} → **${module.name}** destroyed; explosive [${roll}]: does not explode.`);
    startFire(sa, 'explosive', row, col, ctx);
    return;
  }
  log.line(`${prefix} → **${module.name}** destroyed.`);
  if (module.fire !== 'none') startFire(sa, module.fire, row, col, ctx);
}

function startFire(sa: WorkSa, kind: FireKind, row: number, col: number, ctx: DamageContext): void {
  const module = sa.rows[row]?.[col]?.name ?? '?';
  if (sa.submerged) {
    ctx.log.line(`  ${module} would catch fire (${FIRE_NAMES[kind]}), but ${ctx.unit} is submerged.`);
    return;
  }
  sa.fires.push({ kind, row, col, module });
  ctx.log.event({ type: 'fire-started', unit: ctx.unit, kind, module });
  ctx.log.line(`  🔥 ${FIRE_NAMES[kind]} at ${module}.`);
}

/** Every fire burning when the step starts rolls once (RULES S4); fires started meanwhile wait for the next phase. */
export function burnFires(sa: WorkSa, ctx: DamageContext): void {
  const { log, cfg } = ctx;
  const fast = sa.speed >= cfg.fires.fastSpeed;
  for (const fire of [...sa.fires]) {
    if (sa.destroyed) return;
    const roll = log.d6(`${FIRE_NAMES[fire.kind]} at ${fire.module}`);
    const table = cfg.fires.burning[fire.kind];
    const face = (fast ? table.fast : table.normal)[roll - 1] ?? 'none';
    const what = `🔥 ${ctx.unit}: ${FIRE_NAMES[fire.kind]} at ${fire.module} [${roll}]${fast ? ` (speed ${sa.speed})` : ''}`;
    if (face === 'none') log.line(`${what}: keeps burning.`);
    if (face === 'out') {
      removeFire(sa, fire);
      log.event({ type: 'fire-out', unit: ctx.unit, module: fire.module, reason: `rolled ${roll}` });
      log.line(`${what}: **goes out**.`);
    }
    if (face === 'hit') {
      log.line(`${what}: causes a hit.`);
      applyHits(sa, 1, `fire at ${fire.module}`, ctx);
    }
    if (face === 'explode') {
      removeFire(sa, fire);
      log.event({ type: 'explosion', unit: ctx.unit, module: fire.module, hits: cfg.fires.explosionHits });
      log.line(`${what}: **explodes** (${hitsText(cfg.fires.explosionHits)}).`);
      applyHits(sa, cfg.fires.explosionHits, `explosion of ${fire.module}`, ctx);
    }
  }
}

function removeFire(sa: WorkSa, fire: Fire): void {
  sa.fires = sa.fires.filter((f) => f !== fire);
}

/** Submerging puts every fire out. */
export function douseAll(sa: WorkSa, ctx: Pick<DamageContext, 'log' | 'unit'>): void {
  for (const fire of sa.fires) ctx.log.event({ type: 'fire-out', unit: ctx.unit, module: fire.module, reason: 'submerged' });
  if (sa.fires.length > 0) ctx.log.line(`💧 ${ctx.unit} submerges: ${sa.fires.length} fire${sa.fires.length === 1 ? '' : 's'} put out.`);
  sa.fires = [];
}
