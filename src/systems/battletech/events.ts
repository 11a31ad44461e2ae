// What a BattleTech action reports besides its dice: typed events for replies, logs and tests.
import type { RollEvent } from '../types.js';
import type { LocationId } from './locations.js';
import type { Direction } from './tables.js';

export type BtEvent =
  | {
      readonly type: 'bt-damage';
      readonly unit: string;
      readonly location: LocationId;
      readonly rear: boolean;
      readonly amount: number;
      readonly toArmor: number;
      readonly toInternal: number;
      readonly explosion: boolean;
    }
  | { readonly type: 'bt-location-destroyed'; readonly unit: string; readonly location: LocationId; readonly blownOff: boolean }
  | {
      readonly type: 'bt-crit-check';
      readonly unit: string;
      readonly location: LocationId;
      readonly roll: number;
      readonly crits: number | 'blown-off';
    }
  | {
      readonly type: 'bt-crit';
      readonly unit: string;
      readonly location: LocationId;
      readonly slot: number;
      readonly name: string;
      readonly effect: string;
    }
  | { readonly type: 'bt-explosion'; readonly unit: string; readonly location: LocationId; readonly item: string; readonly damage: number }
  | { readonly type: 'bt-pilot'; readonly unit: string; readonly hits: number; readonly conscious: boolean; readonly dead: boolean }
  | {
      readonly type: 'bt-psr-queued';
      readonly unit: string;
      readonly reason: string;
      readonly modifier: number;
      readonly automatic: boolean;
    }
  | {
      readonly type: 'bt-psr';
      readonly unit: string;
      readonly reason: string;
      readonly target: number | 'automatic';
      readonly success: boolean;
    }
  | { readonly type: 'bt-fall'; readonly unit: string; readonly direction: Direction; readonly damage: number }
  | { readonly type: 'bt-mech-destroyed'; readonly unit: string; readonly reason: string }
  | {
      readonly type: 'bt-attack';
      readonly attacker: string;
      readonly target: string;
      readonly weapon: string;
      readonly tn: number;
      readonly hit: boolean;
    }
  | {
      readonly type: 'bt-physical';
      readonly attacker: string;
      readonly target: string;
      readonly attack: string;
      readonly tn: number;
      readonly hit: boolean;
    }
  | {
      readonly type: 'bt-heat';
      readonly unit: string;
      readonly before: number;
      readonly buildUp: number;
      readonly dissipated: number;
      readonly after: number;
    }
  | { readonly type: 'bt-shutdown'; readonly unit: string; readonly shutdown: boolean };

export type AnyEvent = RollEvent | BtEvent;
